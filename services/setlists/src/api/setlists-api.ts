/**
 * The setlists service's HTTP calls so far (spec section 7): generate, save and the Word download.
 * Bodies are decoded with their Schema; every refusal maps to one status and message here.
 */
import { EntityId, FREE_LIMIT_REACHED, setlistStreamId } from "@encore/contracts";
import type { Position } from "@encore/eventstore";
import { currentUser, decodeJsonBody, requireUser, type TrustedUser } from "@encore/runtime";
import { Result, Schema, SchemaTransformation } from "effect";
import { type Context, Hono } from "hono";
import {
  contentDisposition,
  DOCX_CONTENT_TYPE,
  documentFileName,
  setlistDocx,
} from "../documents/setlist-document.ts";
import { handleSetlistCommand } from "../domain/command-handling.ts";
import { type GenerationDependencies, generateSetlist } from "../domain/generate-setlist.ts";
import { decideSave } from "../domain/setlist.ts";
import { type SetlistRecord, type SetlistsReadModel, songCount } from "../projections/setlists-read-model.ts";
import { generatedAnswer } from "./generated-answer.ts";
import { GenerationRequest } from "./generation-request.ts";

export const SETLIST_NOT_FOUND = "Setlist not found";
export const BILLING_UNAVAILABLE =
  "Setlist generation is unavailable right now: we could not check your plan. Please try again in a minute.";
export const COMPOSITION_FAILED =
  "Failed to generate setlist. It did not count against your free setlists; please try again.";
export const CONCURRENT_CHANGE =
  "This setlist was being changed by another request at the same moment. Please try again.";

export interface SetlistsApiOptions extends GenerationDependencies {
  readonly readModel: SetlistsReadModel;
  /** Read-your-writes: resolves once this service's projections have passed a position. */
  readonly waitForProjections: (position: Position) => Promise<boolean>;
}

/** Numbers, or digits as text (ids travel as both). */
const IdInput = Schema.Union([Schema.Number, Schema.String]).pipe(
  Schema.decodeTo(
    EntityId,
    SchemaTransformation.transform({
      decode: (id: number | string) =>
        typeof id === "number" ? id : /^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN,
      encode: (id: number): number | string => id,
    }),
  ),
);

export const SaveRequest = Schema.Struct({
  setlistId: IdInput.annotateKey({ messageMissingKey: "is required" }),
  customName: Schema.optionalKey(Schema.NullOr(Schema.String)),
});

/** `{setlist}` of the saved list: the spec's setlist fields plus its song count. */
export const setlistSummary = (setlist: SetlistRecord) => ({ ...setlist, songCount: songCount(setlist) });

const pathId = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

export const setlistsApi = (options: SetlistsApiOptions): Hono => {
  const { readModel, log } = options;
  const app = new Hono();

  const caughtUp = async (position: Position | undefined, what: string) => {
    if (position && !(await options.waitForProjections(position))) {
      log(`[setlists] read model is slow to catch up after ${what}; answering anyway`);
    }
  };
  const user = (c: Context): TrustedUser => {
    const signedIn = currentUser(c);
    if (!signedIn) throw new Error("requireUser let a visitor through");
    return signedIn;
  };
  const noStore = (c: Context) => c.header("Cache-Control", "no-store");

  app.post("/api/setlists/generate", requireUser, async (c) => {
    noStore(c);
    const request = await decodeJsonBody(c, GenerationRequest, "the generation request");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const generated = await generateSetlist(options, { userId: user(c).id, brief: request.success });
    if (Result.isFailure(generated)) {
      switch (generated.failure._tag) {
        case "FreeLimitReached":
          return c.json({ error: FREE_LIMIT_REACHED, needsSubscription: true }, 403);
        case "BillingUnavailable":
          return c.json({ error: BILLING_UNAVAILABLE }, 503);
        case "CompositionFailed":
          return c.json({ error: COMPOSITION_FAILED }, 500);
        case "ConcurrentChange":
          return c.json({ error: CONCURRENT_CHANGE }, 409);
      }
    }
    await caughtUp(generated.success.position, "a generation");
    return c.json(generatedAnswer(generated.success.setlist));
  });

  app.post("/api/setlists/save", requireUser, async (c) => {
    noStore(c);
    const request = await decodeJsonBody(c, SaveRequest, "setlistId and customName");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const { setlistId, customName } = request.success;
    const userId = user(c).id;
    const handled = await handleSetlistCommand(
      options.store,
      setlistStreamId(setlistId),
      (state) =>
        decideSave(state, { setlistId, userId, customName: customName ?? undefined, savedAt: options.now() }),
      { userId, now: options.now(), newId: options.newId },
    );
    if (Result.isFailure(handled)) {
      return handled.failure._tag === "SetlistNotFound"
        ? c.json({ error: SETLIST_NOT_FOUND }, 404)
        : c.json({ error: CONCURRENT_CHANGE }, 409);
    }
    await caughtUp(handled.success.position, "a save");
    const saved = await readModel.findOwned(setlistId, userId);
    if (!saved) return c.json({ error: SETLIST_NOT_FOUND }, 404);
    return c.json(setlistSummary(saved));
  });

  app.get("/api/setlists/:id/download", requireUser, async (c) => {
    const setlistId = pathId(c.req.param("id"));
    const setlist = setlistId === undefined ? undefined : await readModel.findOwned(setlistId, user(c).id);
    if (!setlist) return c.json({ error: SETLIST_NOT_FOUND }, 404);
    const bytes = await setlistDocx(setlist);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": DOCX_CONTENT_TYPE,
      "Content-Disposition": contentDisposition(documentFileName(setlist.name)),
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  });

  return app;
};
