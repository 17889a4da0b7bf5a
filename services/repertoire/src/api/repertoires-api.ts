/**
 * The repertoire service's HTTP calls (spec section 7; the agreed repertoire API): repertoires, their
 * songs, bulk import, vocalist clearing, the Word download, sharing and the public shared pages, and
 * cloning. Bodies are decoded with their Schema; every refusal maps to one status and message here.
 * Every call on a repertoire or song checks ownership: someone else's is 404, and nothing is appended.
 */
import { type RepertoireSong, repertoireStreamId } from "@encore/contracts";
import type { EventStore, Position } from "@encore/eventstore";
import {
  type BadRequestBody,
  currentUser,
  decodeBody,
  decodeJsonBody,
  readJsonBody,
  requireUser,
  type TrustedUser,
} from "@encore/runtime";
import { Result } from "effect";
import { type Context, Hono } from "hono";
import QRCode from "qrcode";
import type { SongLookup } from "../bulk-import/parse-song-list.ts";
import { parseSongList } from "../bulk-import/parse-song-list.ts";
import {
  contentDisposition,
  DOCX_CONTENT_TYPE,
  repertoireDocx,
  repertoireFileName,
} from "../documents/repertoire-document.ts";
import { handleRepertoireCommand } from "../domain/command-handling.ts";
import type { RepertoireError } from "../domain/errors.ts";
import type { RepertoireIds } from "../domain/ids.ts";
import {
  decideAddSongs,
  decideClearVocalist,
  decideCreate,
  decideDelete,
  decideRemoveSong,
  decideShare,
  decideUpdate,
  decideUpdateSong,
  type RepertoireChanges,
  type RepertoireEvent,
  type RepertoireState,
} from "../domain/repertoire.ts";
import type { RepertoireReadModel } from "../projections/read-model.ts";
import { normaliseKey } from "../songs/song-values.ts";
import {
  BulkSongsRequest,
  ClearVocalistRequest,
  CloneRequest,
  CreateRepertoireRequest,
  cleanVocalists,
  MAX_SONG_LIST_CHARACTERS,
  MAX_VOCALISTS_MESSAGE,
  NO_SONGS_TO_PARSE,
  ParseSongsRequest,
  repertoireTypeOf,
  SONG_LIST_TOO_LONG,
  SongInput,
  SongUpdateRequest,
  textOrNull,
  UpdateRepertoireRequest,
} from "./repertoire-requests.ts";
import { copiedSong, newSong, songChanges } from "./song-changes.ts";

export const REPERTOIRE_NOT_FOUND = "Repertoire not found";
export const SONG_NOT_FOUND = "Song not found";
export const CONCURRENT_CHANGE =
  "This repertoire was being changed by another request at the same moment. Please try again.";

export interface RepertoireApiOptions {
  readonly store: EventStore;
  readonly readModel: RepertoireReadModel;
  readonly ids: RepertoireIds;
  readonly newId: () => string;
  readonly now: () => Date;
  readonly log: (line: string) => void;
  readonly lookup: SongLookup;
  /** Read-your-writes: resolves once this service's projections have passed a position. */
  readonly waitForProjections: (position: Position) => Promise<boolean>;
  /** Where users open Encore (PUBLIC_URL): share links start with it. */
  readonly publicUrl: string;
}

/** The repertoire a call on `/api/repertoires/:id…` is about, and who is calling. */
interface RepertoireTarget {
  readonly repertoireId: number;
  readonly userId: string;
}

const pathId = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const badRequest = (c: Context, error: string, path = "") =>
  c.json({ error, issues: [{ path, message: error }] } satisfies BadRequestBody, 400);

/** A bulk add's refusal names the row: `Row 4: title: Song title is required`. */
const withRowNumber = (failure: BadRequestBody): BadRequestBody => {
  const match = /^songs\[(\d+)\]\.?(.*)$/.exec(failure.issues[0]?.path ?? "");
  if (!match) return failure;
  const field = match[2] ? `${match[2]}: ` : "";
  return { ...failure, error: `Row ${Number(match[1]) + 1}: ${field}${failure.issues[0]!.message}` };
};

export const repertoireApi = (options: RepertoireApiOptions): Hono => {
  const { readModel, log } = options;
  const app = new Hono();

  const user = (c: Context): TrustedUser => {
    const signedIn = currentUser(c);
    if (!signedIn) throw new Error("requireUser let a visitor through");
    return signedIn;
  };
  const noStore = (c: Context) => c.header("Cache-Control", "no-store");
  const repertoireNotFound = (c: Context) => c.json({ error: REPERTOIRE_NOT_FOUND }, 404);

  const caughtUp = async (position: Position | undefined, what: string) => {
    if (position && !(await options.waitForProjections(position)))
      log(`[repertoire] read model is slow to catch up after ${what}; answering anyway`);
  };

  /** Runs a command on the repertoire's stream; a refusal becomes the response. */
  const command = async (
    c: Context,
    repertoireId: number,
    decide: (state: RepertoireState) => Result.Result<readonly RepertoireEvent[], RepertoireError>,
    what: string,
  ): Promise<{ refusal: Response } | { state: RepertoireState; events: readonly RepertoireEvent[] }> => {
    const handled = await handleRepertoireCommand(options.store, repertoireStreamId(repertoireId), decide, {
      userId: user(c).id,
      now: options.now(),
      newId: options.newId,
    });
    if (Result.isFailure(handled)) {
      const failure = handled.failure;
      switch (failure._tag) {
        case "RepertoireNotFound":
          return { refusal: repertoireNotFound(c) };
        case "SongNotFound":
          return { refusal: c.json({ error: SONG_NOT_FOUND }, 404) };
        case "UnknownVocalist": {
          const known = failure.vocalists.join(", ");
          const message = `vocalist: '${failure.vocalist}' is not one of this repertoire's vocalists (${known})`;
          return {
            refusal: badRequest(
              c,
              failure.row === undefined ? message : `Row ${failure.row}: ${message}`,
              "vocalist",
            ),
          };
        }
        case "RepertoireIdTaken":
        case "ConcurrentChange":
          return { refusal: c.json({ error: CONCURRENT_CHANGE }, 409) };
      }
    }
    await caughtUp(handled.success.position, what);
    return { state: handled.success.state, events: handled.success.events };
  };

  const answerRepertoire = async (c: Context, repertoireId: number, status: 200 | 201 = 200) => {
    const repertoire = await readModel.findOwned(repertoireId, user(c).id);
    return repertoire ? c.json(repertoire, status) : repertoireNotFound(c);
  };

  /** The repertoire of the path, if it is the caller's. */
  const ownedRepertoire = async (c: Context) => {
    const repertoireId = pathId(c.req.param("id"));
    return repertoireId === undefined ? undefined : readModel.findOwned(repertoireId, user(c).id);
  };

  /**
   * A call on `/api/repertoires/:id…`: not cached, and a path that names no repertoire answers 404
   * (as someone else's does) before anything else is read.
   */
  const onRepertoire =
    (handle: (c: Context, target: RepertoireTarget) => Promise<Response>) => async (c: Context) => {
      noStore(c);
      const repertoireId = pathId(c.req.param("id"));
      if (repertoireId === undefined) return repertoireNotFound(c);
      return handle(c, { repertoireId, userId: user(c).id });
    };

  const createRepertoire = async (
    c: Context,
    details: Omit<Parameters<typeof decideCreate>[1], "repertoireId">,
    songsOf: (ids: number[]) => readonly RepertoireSong[],
    songCount: number,
  ) => {
    const repertoireId = await options.ids.nextRepertoireId();
    const songIds = await options.ids.nextSongIds(songCount);
    const done = await command(
      c,
      repertoireId,
      (state) => decideCreate(state, { ...details, repertoireId }, songsOf(songIds)),
      "a new repertoire",
    );
    if ("refusal" in done) return done.refusal;
    return answerRepertoire(c, repertoireId, 201);
  };

  app.get("/api/repertoires", requireUser, async (c) => {
    noStore(c);
    return c.json({ repertoires: await readModel.listOwned(user(c).id) });
  });

  app.post("/api/repertoires", requireUser, async (c) => {
    noStore(c);
    const request = await decodeJsonBody(c, CreateRepertoireRequest, "name and type");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const body = request.success;
    const vocalists = cleanVocalists(body.vocalists ?? []);
    if (!vocalists) return badRequest(c, `vocalists: ${MAX_VOCALISTS_MESSAGE}`, "vocalists");
    return createRepertoire(
      c,
      {
        userId: user(c).id,
        name: body.name.trim(),
        type: repertoireTypeOf(body.type),
        description: textOrNull(body.description),
        vocalists,
        tags: (body.tags ?? []).map((tag) => tag.trim()).filter(Boolean),
        defaultKey: body.defaultKey ? (normaliseKey(body.defaultKey) ?? null) : null,
        defaultEnergy: body.defaultEnergy ?? null,
      },
      () => [],
      0,
    );
  });

  app.post("/api/repertoires/clone", requireUser, async (c) => {
    noStore(c);
    const request = await decodeJsonBody(c, CloneRequest, "shareableId and newName");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const { shareableId, newName } = request.success;
    const shared = UUID.test(shareableId.trim())
      ? await readModel.findShared(shareableId.trim().toLowerCase())
      : undefined;
    if (!shared) return repertoireNotFound(c);
    const songs = await readModel.songsOf(shared.id);
    return createRepertoire(
      c,
      {
        userId: user(c).id,
        name: newName.trim(),
        type: repertoireTypeOf(shared.type),
        description: shared.description,
        vocalists: shared.vocalists as never,
        tags: shared.tags,
        defaultKey: shared.defaultKey ? (normaliseKey(shared.defaultKey) ?? null) : null,
        defaultEnergy: shared.defaultEnergy,
        clonedFrom: shared.id,
      },
      (ids) => songs.map((song, index) => copiedSong(ids[index]!, song)),
      songs.length,
    );
  });

  app.post("/api/repertoires/parse-bulk-songs", requireUser, async (c) => {
    noStore(c);
    const json = await readJsonBody(c);
    if (Result.isFailure(json)) return c.json(json.failure, 400);
    const text = (json.success as { songListText?: unknown } | undefined)?.songListText;
    if (typeof text === "string" && text.length > MAX_SONG_LIST_CHARACTERS)
      return badRequest(c, `songListText: ${SONG_LIST_TOO_LONG}`, "songListText");
    const request = decodeBody(ParseSongsRequest, json.success, "songListText");
    if (Result.isFailure(request)) return c.json(request.failure, 400);
    const { songListText, repertoireId } = request.success;
    if (songListText.trim() === "") return badRequest(c, NO_SONGS_TO_PARSE, "songListText");
    let existing: ReadonlyArray<{ title: string; artist: string }> = [];
    if (repertoireId !== undefined && repertoireId !== null && repertoireId !== "") {
      const id = pathId(String(repertoireId));
      const repertoire = id === undefined ? undefined : await readModel.findOwned(id, user(c).id);
      if (!repertoire) return repertoireNotFound(c);
      existing = await readModel.songsOf(repertoire.id);
    }
    return c.json(parseSongList(songListText, { lookup: options.lookup, existing }));
  });

  app.get("/api/repertoires/:id", requireUser, async (c) => {
    noStore(c);
    const repertoire = await ownedRepertoire(c);
    return repertoire ? c.json(repertoire) : repertoireNotFound(c);
  });

  app.put(
    "/api/repertoires/:id",
    requireUser,
    onRepertoire(async (c, target) => {
      const request = await decodeJsonBody(c, UpdateRepertoireRequest, "the repertoire fields to change");
      if (Result.isFailure(request)) return c.json(request.failure, 400);
      const body = request.success;
      const vocalists = body.vocalists === undefined ? undefined : cleanVocalists(body.vocalists ?? []);
      if (body.vocalists !== undefined && !vocalists)
        return badRequest(c, `vocalists: ${MAX_VOCALISTS_MESSAGE}`, "vocalists");
      const changes: RepertoireChanges = {
        ...(body.name === undefined ? {} : { name: body.name.trim() }),
        ...(body.type === undefined ? {} : { type: repertoireTypeOf(body.type) }),
        ...(body.description === undefined ? {} : { description: textOrNull(body.description) }),
        ...(vocalists === undefined ? {} : { vocalists }),
        ...(body.tags === undefined
          ? {}
          : { tags: (body.tags ?? []).map((tag) => tag.trim()).filter(Boolean) }),
        ...(body.defaultKey === undefined
          ? {}
          : { defaultKey: body.defaultKey ? (normaliseKey(body.defaultKey) ?? null) : null }),
        ...(body.defaultEnergy === undefined ? {} : { defaultEnergy: body.defaultEnergy }),
      };
      const done = await command(
        c,
        target.repertoireId,
        (state) => decideUpdate(state, { ...target, changes }),
        "an update",
      );
      if ("refusal" in done) return done.refusal;
      return answerRepertoire(c, target.repertoireId);
    }),
  );

  app.delete(
    "/api/repertoires/:id",
    requireUser,
    onRepertoire(async (c, target) => {
      const done = await command(c, target.repertoireId, (state) => decideDelete(state, target), "a delete");
      if ("refusal" in done) return done.refusal;
      return c.json({ deleted: true });
    }),
  );

  app.get("/api/repertoires/:id/songs", requireUser, async (c) => {
    noStore(c);
    const repertoire = await ownedRepertoire(c);
    return repertoire ? c.json(await readModel.songsOf(repertoire.id)) : repertoireNotFound(c);
  });

  const addSongs = async (
    c: Context,
    target: RepertoireTarget,
    inputs: readonly SongInput[],
    bulk: boolean,
  ) => {
    // Ownership first: someone else's repertoire costs no song ids.
    if (!(await readModel.findOwned(target.repertoireId, target.userId)))
      return { refusal: repertoireNotFound(c) };
    const songIds = await options.ids.nextSongIds(inputs.length);
    const songs = inputs.map((input, index) => newSong(songIds[index]!, input));
    const done = await command(
      c,
      target.repertoireId,
      (state) => decideAddSongs(state, { ...target, songs, bulk }),
      bulk ? "a bulk add" : "a new song",
    );
    if ("refusal" in done) return done;
    return { added: await readModel.songsByIds(songIds) };
  };

  app.post(
    "/api/repertoires/:id/songs",
    requireUser,
    onRepertoire(async (c, target) => {
      const request = await decodeJsonBody(c, SongInput, "title and artist");
      if (Result.isFailure(request)) return c.json(request.failure, 400);
      const outcome = await addSongs(c, target, [request.success], false);
      if ("refusal" in outcome) return outcome.refusal;
      const [song] = outcome.added;
      return song ? c.json(song, 201) : c.json({ error: SONG_NOT_FOUND }, 404);
    }),
  );

  app.post(
    "/api/repertoires/:id/songs/bulk",
    requireUser,
    onRepertoire(async (c, target) => {
      const request = await decodeJsonBody(c, BulkSongsRequest, "songs");
      if (Result.isFailure(request)) return c.json(withRowNumber(request.failure), 400);
      const outcome = await addSongs(c, target, request.success.songs, true);
      if ("refusal" in outcome) return outcome.refusal;
      return c.json(outcome.added, 201);
    }),
  );

  app.put(
    "/api/repertoires/:id/songs/:songId",
    requireUser,
    onRepertoire(async (c, target) => {
      const { repertoireId, userId } = target;
      const songId = pathId(c.req.param("songId"));
      if (!(await readModel.findOwned(repertoireId, userId))) return repertoireNotFound(c);
      const current = songId === undefined ? undefined : await readModel.findSong(repertoireId, songId);
      if (!current || songId === undefined) return c.json({ error: SONG_NOT_FOUND }, 404);
      const request = await decodeJsonBody(c, SongUpdateRequest, "the song fields to change");
      if (Result.isFailure(request)) return c.json(request.failure, 400);
      const changes = songChanges(current, request.success);
      if (Object.keys(changes).length > 0) {
        const done = await command(
          c,
          repertoireId,
          (state) => decideUpdateSong(state, { ...target, songId, changes }),
          "a song edit",
        );
        if ("refusal" in done) return done.refusal;
      }
      const song = await readModel.findSong(repertoireId, songId);
      return song ? c.json(song) : c.json({ error: SONG_NOT_FOUND }, 404);
    }),
  );

  app.delete(
    "/api/repertoires/:id/songs/:songId",
    requireUser,
    onRepertoire(async (c, target) => {
      const songId = pathId(c.req.param("songId"));
      if (songId === undefined) {
        return (await readModel.findOwned(target.repertoireId, target.userId))
          ? c.json({ error: SONG_NOT_FOUND }, 404)
          : repertoireNotFound(c);
      }
      const done = await command(
        c,
        target.repertoireId,
        (state) => decideRemoveSong(state, { ...target, songId }),
        "a song delete",
      );
      if ("refusal" in done) return done.refusal;
      return c.json({ deleted: true });
    }),
  );

  app.post(
    "/api/repertoires/:id/clear-vocalist-assignments",
    requireUser,
    onRepertoire(async (c, target) => {
      const request = await decodeJsonBody(c, ClearVocalistRequest, "vocalistName");
      if (Result.isFailure(request)) return c.json(request.failure, 400);
      const { vocalistName } = request.success;
      const done = await command(
        c,
        target.repertoireId,
        (state) => decideClearVocalist(state, { ...target, vocalistName }),
        "clearing a vocalist",
      );
      if ("refusal" in done) return done.refusal;
      const cleared = done.events.reduce(
        (count, event) =>
          count + (event.type === "VocalistAssignmentsCleared" ? event.data.songIds.length : 0),
        0,
      );
      return c.json({ cleared });
    }),
  );

  app.get("/api/repertoires/:id/download", requireUser, async (c) => {
    const repertoire = await ownedRepertoire(c);
    if (!repertoire) return repertoireNotFound(c);
    const songs = await readModel.songsOf(repertoire.id);
    const bytes = await repertoireDocx({ ...repertoire, songs });
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": DOCX_CONTENT_TYPE,
      "Content-Disposition": contentDisposition(repertoireFileName(repertoire.name)),
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
    });
  });

  app.post(
    "/api/repertoires/:id/share",
    requireUser,
    onRepertoire(async (c, target) => {
      const done = await command(
        c,
        target.repertoireId,
        (state) => decideShare(state, { ...target, shareableId: options.newId() }),
        "a share",
      );
      if ("refusal" in done) return done.refusal;
      const shareableId = done.state.status === "absent" ? undefined : done.state.shareableId;
      if (shareableId === undefined) return repertoireNotFound(c);
      const shareUrl = `${options.publicUrl.replace(/\/+$/, "")}/shared/repertoire/${shareableId}`;
      const qrCode = await QRCode.toDataURL(shareUrl, { errorCorrectionLevel: "M", margin: 2, width: 512 });
      return c.json({ shareUrl, qrCode });
    }),
  );

  const findShared = (shareableId: string) =>
    UUID.test(shareableId) ? readModel.findShared(shareableId.toLowerCase()) : Promise.resolve(undefined);

  app.get("/api/shared/repertoire/:shareableId", async (c) => {
    noStore(c);
    const shared = await findShared(c.req.param("shareableId"));
    if (!shared) return repertoireNotFound(c);
    return c.json({
      name: shared.name,
      description: shared.description,
      type: shared.type,
      songCount: shared.songCount,
      defaultKey: shared.defaultKey,
      defaultEnergy: shared.defaultEnergy,
      vocalists: shared.vocalists,
      tags: shared.tags,
      createdAt: shared.createdAt,
    });
  });

  app.get("/api/shared/repertoire/:shareableId/songs", async (c) => {
    noStore(c);
    const shared = await findShared(c.req.param("shareableId"));
    if (!shared) return repertoireNotFound(c);
    const songs = await readModel.songsOf(shared.id);
    return c.json(
      songs.map((song) => ({
        title: song.title,
        artist: song.artist,
        key: song.key,
        durationSeconds: song.durationSeconds,
        genre: song.genre,
        energy: song.energy,
        vocalist: song.vocalist,
        notes: song.notes,
      })),
    );
  });

  return app;
};
