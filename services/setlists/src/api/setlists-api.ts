/**
 * The setlists service's HTTP calls (spec section 7): generate, save, the saved list, rename/move,
 * edit, delete, share and the public shared page, the Word downloads, feedback, replacement
 * suggestions, and the Spotify placeholder. Bodies are decoded with their Schema; every refusal maps
 * to one status and message here. Every call on a setlist checks ownership: someone else's is 404.
 */

import { findCatalogSongBy } from "@encore/catalog";
import {
  DEFAULT_AUDIENCE_REACTION,
  DEFAULT_RATING,
  EntityId,
  FREE_LIMIT_REACHED,
  type GenerationBrief,
  normaliseKey,
  type SongKey,
  setlistStreamId,
} from "@encore/contracts";
import type { Position } from "@encore/eventstore";
import { currentUser, decodeJsonBody, requireUser, type TrustedUser } from "@encore/runtime";
import { Result, Schema, SchemaTransformation } from "effect";
import { type Context, Hono } from "hono";
import QRCode from "qrcode";
import { type SlotSong, suggestReplacements } from "../composer/suggestions.ts";
import {
  contentDisposition,
  DOCX_CONTENT_TYPE,
  documentFileName,
  docxFileName,
  setlistDocx,
} from "../documents/setlist-document.ts";
import { handleSetlistCommand } from "../domain/command-handling.ts";
import type { ConcurrentChange, EditConflict, SetlistNotFound } from "../domain/errors.ts";
import { type GenerationDependencies, generateSetlist } from "../domain/generate-setlist.ts";
import {
  decideDelete,
  decideEdit,
  decideFeedback,
  decidePatch,
  decideSave,
  decideShare,
  type SetlistEvent,
  type SetlistState,
} from "../domain/setlist.ts";
import { minutes } from "../projections/setlists.ts";
import {
  type SetlistRecord,
  type SetlistSongView,
  type SetlistsReadModel,
  songCount,
} from "../projections/setlists-read-model.ts";
import { generatedAnswer } from "./generated-answer.ts";
import { GenerationRequest } from "./generation-request.ts";
import {
  durationOf,
  EditRequest,
  FeedbackRequest,
  PatchRequest,
  SETLIST_NAME_REQUIRED,
} from "./setlist-requests.ts";

export const SETLIST_NOT_FOUND = "Setlist not found";
export const BILLING_UNAVAILABLE =
  "Setlist generation is unavailable right now: we could not check your plan. Please try again in a minute.";
export const COMPOSITION_FAILED =
  "Failed to generate setlist. It did not count against your free setlists; please try again.";
export const CONCURRENT_CHANGE =
  "This setlist was being changed by another request at the same moment. Please try again.";
export const EDIT_CONFLICT =
  "This setlist was changed by someone else. Reload it to see their changes, then edit again.";
export const SONG_INDEX_OUT_OF_RANGE = "Song index is out of range";
export const SPOTIFY_NOT_CONFIGURED = "Spotify is not configured on this server";
export const REPERTOIRES_EMPTY =
  "The selected repertoires have no songs yet. Add songs to them, or clear the selection to choose from all music.";
export const REPERTOIRE_UNAVAILABLE =
  "Your repertoires could not be read right now. Please try again in a minute, or clear the selection to choose from all music.";
export const repertoiresNotFound = (ids: readonly number[]) =>
  `selectedRepertoireIds: ${ids.length === 1 ? "repertoire" : "repertoires"} ${ids.join(", ")} not found among your repertoires`;

export interface SetlistsApiOptions extends GenerationDependencies {
  readonly readModel: SetlistsReadModel;
  /** Read-your-writes: resolves once this service's projections have passed a position. */
  readonly waitForProjections: (position: Position) => Promise<boolean>;
  /** Where users open Encore (PUBLIC_URL): share links start with it. */
  readonly publicUrl: string;
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

/** A setlist as the saved list answers it: the spec's setlist fields plus its song count. */
export const setlistSummary = (setlist: SetlistRecord) => ({ ...setlist, songCount: songCount(setlist) });

const pathId = (text: string): number | undefined => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The songs as the edit screen lists them: its own list once edited, else the sections flattened. */
export const flatSongs = (setlist: SetlistRecord): readonly SetlistSongView[] =>
  setlist.songs.length > 0 ? setlist.songs : setlist.setlistContent.flatMap((section) => section.songs);

/** The public page's setlist (spec: name, createdAt, setlistContent) and nothing private. */
export const sharedView = (setlist: SetlistRecord) => ({
  name: setlist.name,
  createdAt: setlist.createdAt,
  setlistContent: setlist.setlistContent.map((section) => ({
    name: section.name,
    durationMinutes: section.durationMinutes ?? minutes(section.durationSeconds),
    songs: section.songs.map((song) => ({
      title: song.title,
      artist: song.artist,
      ...(song.key ? { key: song.key } : {}),
      durationMinutes: song.durationMinutes ?? minutes(song.durationSeconds),
    })),
  })),
});

/** The brief a setlist was generated from, as the composer's scoring reads it. */
const briefOf = (setlist: SetlistRecord): GenerationBrief =>
  ({
    eventType: setlist.eventType,
    audienceType: setlist.audienceType,
    numberOfSets: setlist.numberOfSets,
    setDurations: setlist.setDurations,
    vocalists: setlist.vocalists,
    hornSection: setlist.hornSection,
    energyFlow: setlist.energyFlow,
    mustHaveSongs: setlist.mustHaveSongs,
    songRequests: setlist.songRequests,
    selectedRepertoireIds: [],
    ...(setlist.actName ? { actName: setlist.actName } : {}),
    ...(setlist.actType ? { actType: setlist.actType } : {}),
    ...(setlist.specialNotes ? { specialNotes: setlist.specialNotes } : {}),
    ...(setlist.venueCountry ? { venueCountry: setlist.venueCountry } : {}),
    ...(setlist.venueCity ? { venueCity: setlist.venueCity } : {}),
    ...(setlist.venueName ? { venueName: setlist.venueName } : {}),
    ...(setlist.venueType ? { venueType: setlist.venueType } : {}),
  }) as GenerationBrief;

/** `If-Match: "3"` (or W/"3", or 3): the version an edit started from. */
const versionFromIfMatch = (header: string | undefined): number | undefined => {
  const match = header === undefined ? null : /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  return match ? Number(match[1]) : undefined;
};

const undefinedIfNull = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

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
  const notFound = (c: Context) => c.json({ error: SETLIST_NOT_FOUND }, 404);

  /** Runs a command on the setlist's stream and answers a refusal; undefined when it was applied. */
  const command = async (
    c: Context,
    setlistId: number,
    decide: (
      state: SetlistState,
    ) => Result.Result<readonly SetlistEvent[], SetlistNotFound | EditConflict | ConcurrentChange>,
    what: string,
  ) => {
    const userId = user(c).id;
    const handled = await handleSetlistCommand(options.store, setlistStreamId(setlistId), decide, {
      userId,
      now: options.now(),
      newId: options.newId,
    });
    if (Result.isFailure(handled)) {
      switch (handled.failure._tag) {
        case "SetlistNotFound":
          return { refusal: notFound(c) };
        case "EditConflict":
          return { refusal: c.json({ error: EDIT_CONFLICT }, 409) };
        case "ConcurrentChange":
          return { refusal: c.json({ error: CONCURRENT_CHANGE }, 409) };
      }
    }
    await caughtUp(handled.success.position, what);
    return { state: handled.success.state };
  };

  /** The setlist after a command, from the read model (read-your-writes). */
  const answerSetlist = async (c: Context, setlistId: number) => {
    const setlist = await readModel.findOwned(setlistId, user(c).id);
    return setlist ? c.json(setlistSummary(setlist)) : notFound(c);
  };

  const sendDocx = async (c: Context, fileName: (setlist: SetlistRecord) => string) => {
    const setlistId = pathId(c.req.param("id") ?? "");
    const setlist = setlistId === undefined ? undefined : await readModel.findOwned(setlistId, user(c).id);
    if (!setlist) return notFound(c);
    const bytes = await setlistDocx(setlist);
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": DOCX_CONTENT_TYPE,
      "Content-Disposition": contentDisposition(fileName(setlist)),
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  };

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
          return c.json({ error: COMPOSITION_FAILED }, 503);
        case "ConcurrentChange":
          return c.json({ error: CONCURRENT_CHANGE }, 409);
        case "RepertoiresNotFound":
          return c.json({ error: repertoiresNotFound(generated.failure.missingIds) }, 400);
        case "RepertoiresEmpty":
          return c.json({ error: REPERTOIRES_EMPTY }, 400);
        case "RepertoireUnavailable":
          return c.json({ error: REPERTOIRE_UNAVAILABLE }, 503);
      }
    }
    const { setlist, position, candidateCount, lastGigHere } = generated.success;
    await caughtUp(position, "a generation");
    return c.json(generatedAnswer(setlist, candidateCount, lastGigHere));
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

  app.get("/api/setlists/:id/download", requireUser, (c) =>
    sendDocx(c, (setlist) => documentFileName(setlist.name)),
  );
  app.get("/api/setlists/:id/docx", requireUser, (c) => sendDocx(c, (setlist) => docxFileName(setlist.name)));

  app.get("/api/setlists", requireUser, async (c) => {
    noStore(c);
    const saved = await readModel.listSaved(user(c).id);
    return c.json(saved.map(setlistSummary));
  });

  app.patch("/api/setlists/:id", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    if (setlistId === undefined) return notFound(c);
    const request = await decodeJsonBody(c, PatchRequest, "name and/or folder");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const name = request.success.name?.trim();
    if (name === "") return c.json({ error: `name: ${SETLIST_NAME_REQUIRED}`, issues: [] }, 400);
    const folder = undefinedIfNull(request.success.folder);
    const userId = user(c).id;
    const done = await command(
      c,
      setlistId,
      (state) => decidePatch(state, { setlistId, userId, name, folder }),
      "a rename",
    );
    if ("refusal" in done) return done.refusal;
    return answerSetlist(c, setlistId);
  });

  app.put("/api/setlists/:id", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    if (setlistId === undefined) return notFound(c);
    const request = await decodeJsonBody(c, EditRequest, "name and songs");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const { name, songs, version } = request.success;
    const userId = user(c).id;
    const editedAt = options.now();
    const done = await command(
      c,
      setlistId,
      (state) =>
        decideEdit(state, {
          setlistId,
          userId,
          name,
          songs: songs.map((song) => ({
            title: song.title,
            artist: song.artist,
            durationSeconds: durationOf(song),
            ...(song.key === undefined
              ? {}
              : { key: song.key === null ? null : (normaliseKey(song.key) ?? null) }),
            ...(song.vocalist === undefined ? {} : { vocalist: song.vocalist }),
          })),
          expectedVersion: undefinedIfNull(version) ?? versionFromIfMatch(c.req.header("if-match")),
          editedAt,
          lookup: (title, artist) => findCatalogSongBy(title, artist, options.candidates()),
        }),
      "an edit",
    );
    if ("refusal" in done) return done.refusal;
    return answerSetlist(c, setlistId);
  });

  app.delete("/api/setlists/:id", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    if (setlistId === undefined) return notFound(c);
    const userId = user(c).id;
    const done = await command(
      c,
      setlistId,
      (state) => decideDelete(state, { setlistId, userId }),
      "a delete",
    );
    if ("refusal" in done) return done.refusal;
    return c.json({ success: true, id: setlistId });
  });

  app.post("/api/setlists/:id/share", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    if (setlistId === undefined) return notFound(c);
    const userId = user(c).id;
    const done = await command(
      c,
      setlistId,
      (state) =>
        decideShare(state, { setlistId, userId, shareableId: options.newId(), sharedAt: options.now() }),
      "a share",
    );
    if ("refusal" in done) return done.refusal;
    const shareableId = done.state.status === "absent" ? undefined : done.state.shareableId;
    if (shareableId === undefined) return notFound(c);
    const shareUrl = `${options.publicUrl.replace(/\/+$/, "")}/shared/${shareableId}`;
    const qrCode = await QRCode.toDataURL(shareUrl, { errorCorrectionLevel: "M", margin: 2, width: 512 });
    return c.json({ shareUrl, qrCode });
  });

  app.get("/api/shared/:shareableId", async (c) => {
    noStore(c);
    const shareableId = c.req.param("shareableId");
    const setlist = UUID.test(shareableId)
      ? await readModel.findShared(shareableId.toLowerCase())
      : undefined;
    return setlist ? c.json(sharedView(setlist)) : notFound(c);
  });

  app.get("/api/setlists/:id/feedback", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    const userId = user(c).id;
    const setlist = setlistId === undefined ? undefined : await readModel.findOwned(setlistId, userId);
    if (!setlist) return notFound(c);
    return c.json((await readModel.latestFeedback(setlist.id, userId)) ?? null);
  });

  app.post("/api/setlists/:id/feedback", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    if (setlistId === undefined) return notFound(c);
    const request = await decodeJsonBody(c, FeedbackRequest, "overallRating and the feedback fields");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const form = request.success;
    const userId = user(c).id;
    const done = await command(
      c,
      setlistId,
      (state) =>
        decideFeedback(state, {
          setlistId,
          userId,
          overallRating: form.overallRating,
          audienceResponse: undefinedIfNull(form.audienceResponse),
          energyLevel: undefinedIfNull(form.energyLevel),
          flowRating: undefinedIfNull(form.flowRating),
          whatWorked: undefinedIfNull(form.whatWorked),
          whatDidntWork: undefinedIfNull(form.whatDidntWork),
          venueNotes: undefinedIfNull(form.venueNotes),
          suggestions: undefinedIfNull(form.suggestions),
          songFeedback: (form.songFeedback ?? []).map((entry) => ({
            songIndex: entry.songIndex,
            title: entry.title.trim(),
            artist: entry.artist.trim(),
            rating: entry.rating ?? DEFAULT_RATING,
            notes: entry.notes ?? "",
            audienceReaction: entry.audienceReaction ?? DEFAULT_AUDIENCE_REACTION,
          })),
          venueCountry: undefinedIfNull(form.venueCountry),
          venueCity: undefinedIfNull(form.venueCity),
          venueName: undefinedIfNull(form.venueName),
          venueType: undefinedIfNull(form.venueType),
          eventDate: undefinedIfNull(form.eventDate),
          audienceSize: undefinedIfNull(form.audienceSize),
        }),
      "feedback",
    );
    if ("refusal" in done) return done.refusal;
    const saved = await readModel.latestFeedback(setlistId, userId);
    return saved ? c.json(saved) : notFound(c);
  });

  app.post("/api/setlists/:id/songs/:index/replace", requireUser, async (c) => {
    noStore(c);
    const setlistId = pathId(c.req.param("id"));
    const setlist = setlistId === undefined ? undefined : await readModel.findOwned(setlistId, user(c).id);
    if (!setlist) return notFound(c);
    const songs = flatSongs(setlist);
    const indexText = c.req.param("index");
    const index = /^\d{1,6}$/.test(indexText) ? Number(indexText) : -1;
    if (index < 0 || index >= songs.length) return c.json({ error: SONG_INDEX_OUT_OF_RANGE }, 400);
    const slotSongs: SlotSong[] = songs.map((song) => ({
      title: song.title,
      artist: song.artist,
      durationSeconds: song.durationSeconds,
      ...(song.key ? { key: song.key as SongKey } : {}),
      ...(song.energy === undefined ? {} : { energy: song.energy }),
      ...(song.vocalist ? { vocalist: song.vocalist } : {}),
    }));
    return c.json(
      suggestReplacements({
        brief: briefOf(setlist),
        songs: slotSongs,
        index,
        candidates: options.candidates(),
      }),
    );
  });

  // Spotify arrives in a later issue: until then the same honest answer a server without keys gives.
  app.post("/api/spotify/create-playlist", requireUser, (c) =>
    c.json({ error: SPOTIFY_NOT_CONFIGURED }, 503),
  );

  return app;
};
