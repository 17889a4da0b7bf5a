import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  API_BODY_LIMIT_BYTES,
  BULK_SONGS_BODY_LIMIT_BYTES,
  limitBodySize,
  requireWellFormedJson,
} from "./api-guards.ts";

const app = new Hono();
app.use("/api/*", limitBodySize, requireWellFormedJson);
app.post("/api/echo", async (c) => c.json({ received: await c.req.text() }));
app.post("/api/repertoires/parse-bulk-songs", async (c) => c.json({ length: (await c.req.text()).length }));
app.post("/api/repertoires/:id/songs/bulk", async (c) => c.json({ length: (await c.req.text()).length }));

const post = (body: string, contentType = "application/json") =>
  app.fetch(
    new Request("http://encore.test/api/echo", {
      method: "POST",
      body,
      headers: { "content-type": contentType },
    }),
  );

describe("API guards", () => {
  it("answers malformed JSON with a 400 that says so, and passes good JSON on unchanged", async () => {
    const bad = await post('{"name": ');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: expect.stringMatching(/^The request body is not valid JSON/) });
    const good = await post('{"name":"Friday gig"}');
    expect(await good.json()).toEqual({ received: '{"name":"Friday gig"}' });
  });

  it("leaves empty and non-JSON bodies to the service", async () => {
    expect((await post("")).status).toBe(200);
    expect((await post("not json", "text/plain")).status).toBe(200);
  });

  it("refuses bodies over the limit with a 413 naming it", async () => {
    const response = await post(JSON.stringify({ text: "a".repeat(API_BODY_LIMIT_BYTES) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request body is too large (the limit is 1 MB)." });
  });

  it("lets the bulk song import's two calls take pasted lists up to 4 MB", async () => {
    const paste = JSON.stringify({ songListText: "a".repeat(2 * 1024 * 1024) });
    for (const path of ["/api/repertoires/parse-bulk-songs", "/api/repertoires/7/songs/bulk"]) {
      const response = await app.fetch(
        new Request(`http://encore.test${path}`, {
          method: "POST",
          body: paste,
          headers: { "content-type": "application/json" },
        }),
      );
      expect(response.status).toBe(200);
    }
    const tooBig = await app.fetch(
      new Request("http://encore.test/api/repertoires/parse-bulk-songs", {
        method: "POST",
        body: JSON.stringify({ songListText: "a".repeat(BULK_SONGS_BODY_LIMIT_BYTES) }),
        headers: { "content-type": "application/json" },
      }),
    );
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: "The request body is too large (the limit is 4 MB)." });
  });
});
