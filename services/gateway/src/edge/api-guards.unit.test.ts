import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES, limitBodySize, requireWellFormedJson } from "./api-guards.ts";

const app = new Hono();
app.use("/api/*", limitBodySize, requireWellFormedJson);
app.post("/api/echo", async (c) => c.json({ received: await c.req.text() }));

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
});
