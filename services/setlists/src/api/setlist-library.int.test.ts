/**
 * The saved-setlist calls (issue 5) over HTTP as the gateway forwards them, on one in-memory PGlite
 * with billing's real service on the in-process bus: list, rename/move, edit (with its 409), delete,
 * share and the public page, the Word files, feedback, replacement suggestions, Spotify's 503, the
 * ownership of every call, and a rebuild of the read models.
 */
import { randomUUID } from "node:crypto";
import { findCatalogSongBy } from "@encore/catalog";
import { setlistStreamId } from "@encore/contracts";
import { strFromU8, unzipSync } from "fflate";
import jsQR from "jsqr";
import { sql } from "kysely";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { keyDistance } from "../composer/music-theory.ts";
import { readAnswer, useBackend } from "../testing/backend.ts";

const PUBLIC_URL = "https://encore.example";
const backend = useBackend({ freeSetlistsPerMonth: 50, setlists: { publicUrl: PUBLIC_URL } });
const registerUser = () => backend.registerUser();

type Body = Record<string, unknown> & Array<Record<string, unknown>>;

const call = async (
  method: string,
  path: string,
  options: {
    readonly userId?: string;
    readonly body?: unknown;
    readonly headers?: Record<string, string>;
  } = {},
) => readAnswer<Body>(await backend.request(backend.setlists, method, path, options));

const brief = {
  eventType: "wedding",
  audienceType: "mixed",
  numberOfSets: 3,
  setDurations: [20, 20, 20],
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "Rui", gender: "male" },
  ],
  hornSection: false,
  energyFlow: "build",
  mustHaveSongs: "",
  actName: "The Late Shift",
  actType: "band_4plus",
  venueCountry: "Portugal",
  venueCity: "Lisbon",
  venueName: "The Granary",
  venueType: "wedding",
};

interface Song {
  title: string;
  artist: string;
  key?: string;
  vocalist?: string;
  durationSeconds: number;
  durationMinutes: number;
  energy?: number;
}
interface Section {
  name: string;
  songs: Song[];
  durationMinutes: number;
}
interface Setlist {
  id: number;
  name: string;
  folder: string;
  songCount: number;
  version: number;
  songs: Song[];
  setlistContent: Section[];
  createdAt: string;
  isPublic: boolean;
  shareableId: string | null;
}

/** Generates and saves a setlist; answers it as the saved list has it. */
const savedSetlist = async (userId: string, name = "Granary wedding", body: object = brief) => {
  const generated = await call("POST", "/api/setlists/generate", { userId, body });
  expect(generated.status).toBe(200);
  const saved = await call("POST", "/api/setlists/save", {
    userId,
    body: { setlistId: generated.body.id, customName: name },
  });
  expect(saved.status).toBe(200);
  return saved.body as unknown as Setlist;
};

const eventCount = async (id: number) => (await backend.store.readStream(setlistStreamId(id))).length;
const flat = (setlist: Setlist) => setlist.setlistContent.flatMap((section) => section.songs);
const editSongs = (songs: readonly Song[]) =>
  songs.map(({ title, artist, key, vocalist, durationSeconds }) => ({
    title,
    artist,
    durationSeconds,
    ...(key ? { key } : {}),
    ...(vocalist ? { vocalist } : {}),
  }));

describe("GET /api/setlists", () => {
  it("lists the user's saved setlists newest first, never unsaved drafts or anyone else's", async () => {
    const userId = await registerUser();
    const first = await savedSetlist(userId, "First");
    const draft = await call("POST", "/api/setlists/generate", { userId, body: brief });
    const second = await savedSetlist(userId, "Second");
    await savedSetlist(await registerUser(), "Someone else's");
    const list = await call("GET", "/api/setlists", { userId });
    expect(list.status).toBe(200);
    expect(list.body.map((setlist) => setlist.id)).toEqual([second.id, first.id]);
    expect(list.body.map((setlist) => setlist.id)).not.toContain(draft.body.id);
    expect(list.body[0]).toMatchObject({
      name: "Second",
      folder: "General",
      eventType: "wedding",
      songCount: flat(second).length,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      version: 1,
      isPublic: false,
      shareableId: null,
    });
    expect((await call("GET", "/api/setlists")).status).toBe(401);
  });
});

describe("PATCH /api/setlists/{id}", () => {
  it("renames (trimmed) and moves (trimmed; blank is General), one event per change", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const before = await eventCount(setlist.id);
    const renamed = await call("PATCH", `/api/setlists/${setlist.id}`, {
      userId,
      body: { name: "  Late show  ", folder: "  Weddings " },
    });
    expect(renamed).toMatchObject({ status: 200, body: { name: "Late show", folder: "Weddings" } });
    expect(
      (await backend.store.readStream(setlistStreamId(setlist.id))).slice(before).map((e) => e.type),
    ).toEqual(["SetlistRenamed", "SetlistMovedToFolder"]);
    const list = await call("GET", "/api/setlists", { userId });
    expect(list.body[0]).toMatchObject({ name: "Late show", folder: "Weddings" });
    // the same values again change nothing
    await call("PATCH", `/api/setlists/${setlist.id}`, { userId, body: { name: "Late show" } });
    expect(await eventCount(setlist.id)).toBe(before + 2);
    const back = await call("PATCH", `/api/setlists/${setlist.id}`, { userId, body: { folder: "   " } });
    expect(back.body).toMatchObject({ folder: "General", name: "Late show" });
  });

  it("answers 400 'Setlist name is required' for a blank name and appends nothing", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const before = await eventCount(setlist.id);
    for (const name of ["", "   "]) {
      expect(await call("PATCH", `/api/setlists/${setlist.id}`, { userId, body: { name } })).toMatchObject({
        status: 400,
        body: { error: "name: Setlist name is required" },
      });
    }
    expect(await eventCount(setlist.id)).toBe(before);
  });
});

describe("PUT /api/setlists/{id}", () => {
  it("replaces the songs with the edited list, keeping each song in its set, and bumps the version", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const songs = flat(setlist);
    const [last] = setlist.setlistContent[2]!.songs.slice(-1);
    // move the last song of set 3 to the top, drop the second song, add one, change a key and a time
    const edited = [
      last!,
      songs[0]!,
      ...songs.slice(2).filter((song) => song !== last),
      { title: "Our Own Song", artist: "The Late Shift", durationSeconds: 200, durationMinutes: 3.33 },
    ];
    const body = {
      name: "  Edited  ",
      version: setlist.version,
      songs: editSongs(edited).map((song, index) =>
        index === 1
          ? { ...song, key: "C# Minor", durationSeconds: undefined, duration: "4:05", vocalist: "" }
          : song,
      ),
    };
    const response = await call("PUT", `/api/setlists/${setlist.id}`, { userId, body });
    expect(response.status).toBe(200);
    const saved = response.body as unknown as Setlist;
    expect(saved.name).toBe("Edited");
    expect(saved.version).toBeGreaterThan(setlist.version);
    expect(saved.songCount).toBe(edited.length);
    expect(saved.songs.map((song) => song.title)).toEqual(edited.map((song) => song.title));
    expect(flat(saved).map((song) => song.title)).toEqual(edited.map((song) => song.title));
    expect(saved.songs[1]).toMatchObject({ key: "C#m", durationSeconds: 245, durationMinutes: 4.08 });
    expect(saved.songs[1]!.vocalist).toBeUndefined();
    // the moved song joins set 1; the new song stays in the last set; set durations follow the songs
    expect(saved.setlistContent.map((section) => section.name)).toEqual(["Set 1", "Set 2", "Set 3"]);
    expect(saved.setlistContent[0]!.songs[0]!.title).toBe(last!.title);
    expect(saved.setlistContent[2]!.songs.at(-1)!.title).toBe("Our Own Song");
    for (const section of saved.setlistContent) {
      const total = section.songs.reduce((sum, song) => sum + song.durationSeconds, 0);
      expect(section.durationMinutes).toBe(Math.round((total / 60) * 100) / 100);
    }
    const [recorded] = (await backend.store.readStream(setlistStreamId(setlist.id))).slice(-1);
    expect(recorded?.type).toBe("SetlistEdited");
  });

  it.each([
    [{ name: " " }, "name: Setlist name is required"],
    [{ name: undefined }, "name: Setlist name is required"],
    [{ songs: [] }, "songs: At least one song is required"],
    [{ songs: [{ title: " ", artist: "Queen" }] }, "songs[0].title: Song title is required"],
    [{ songs: [{ title: "Valerie", artist: "" }] }, "songs[0].artist: Artist is required"],
    [
      { songs: [{ title: "Valerie", artist: "Amy Winehouse", key: "H" }] },
      "songs[0].key: must be a key like C, F#, Bb, Am or C#m",
    ],
    [
      { songs: [{ title: "Valerie", artist: "Amy Winehouse", duration: "61:00" }] },
      "songs[0].duration: must be m:ss between 0:01 and 30:00, like 3:45",
    ],
  ])("answers 400 for %j and appends nothing", async (change, error) => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const before = await eventCount(setlist.id);
    const body = { name: "Fine", songs: editSongs(flat(setlist)), ...change };
    const response = await call("PUT", `/api/setlists/${setlist.id}`, { userId, body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(await eventCount(setlist.id)).toBe(before);
  });

  it("lets one of two concurrent edits of the same version win; the other gets 409 and changes nothing", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const songs = editSongs(flat(setlist));
    const before = await eventCount(setlist.id);
    const edit = (name: string, list: typeof songs) =>
      call("PUT", `/api/setlists/${setlist.id}`, {
        userId,
        body: { name, songs: list, version: setlist.version },
      });
    const answers = await Promise.all([edit("Edit A", songs.slice(0, 3)), edit("Edit B", songs.slice(1, 5))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body).toEqual({
      error: "This setlist was changed by someone else. Reload it to see their changes, then edit again.",
    });
    expect(await eventCount(setlist.id)).toBe(before + 1);
    const winner = answers.find((answer) => answer.status === 200)!.body as unknown as Setlist;
    const list = await call("GET", "/api/setlists", { userId });
    expect(list.body[0]).toMatchObject({ name: winner.name, songCount: winner.songCount });

    // A later edit from the stale version (sent as If-Match) is refused too; from the new one it works.
    const stale = await call("PUT", `/api/setlists/${setlist.id}`, {
      userId,
      body: { name: "Stale", songs },
      headers: { "if-match": `"${setlist.version}"` },
    });
    expect(stale.status).toBe(409);
    const fresh = await call("PUT", `/api/setlists/${setlist.id}`, {
      userId,
      body: { name: "Fresh", songs, version: winner.version },
    });
    expect(fresh).toMatchObject({ status: 200, body: { name: "Fresh" } });
  });

  it("does not count a share or a move as a conflicting change", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    await call("POST", `/api/setlists/${setlist.id}/share`, { userId });
    await call("PATCH", `/api/setlists/${setlist.id}`, { userId, body: { folder: "Gigs" } });
    const edit = await call("PUT", `/api/setlists/${setlist.id}`, {
      userId,
      body: { name: "Still mine", songs: editSongs(flat(setlist)), version: setlist.version },
    });
    expect(edit).toMatchObject({ status: 200, body: { name: "Still mine", folder: "Gigs", isPublic: true } });
    // a rename does: the edit would overwrite the new name
    await call("PATCH", `/api/setlists/${setlist.id}`, { userId, body: { name: "Renamed" } });
    const stale = await call("PUT", `/api/setlists/${setlist.id}`, {
      userId,
      body: {
        name: "Old name",
        songs: editSongs(flat(setlist)),
        version: (edit.body as unknown as Setlist).version,
      },
    });
    expect(stale.status).toBe(409);
  });
});

const decodeQr = (dataUrl: string): string | undefined => {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("POST /api/setlists/{id}/share and GET /api/shared/{shareableId}", () => {
  it("makes one public link, as a URL and a QR code that decodes to it; sharing again keeps it", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const shared = await call("POST", `/api/setlists/${setlist.id}/share`, { userId });
    expect(shared.status).toBe(200);
    const shareUrl = shared.body.shareUrl as string;
    expect(shareUrl).toMatch(/^https:\/\/encore\.example\/shared\/[0-9a-f-]{36}$/);
    expect(shared.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(shared.body.qrCode as string)).toBe(shareUrl);
    const count = await eventCount(setlist.id);
    const again = await call("POST", `/api/setlists/${setlist.id}/share`, { userId });
    expect(again.body.shareUrl).toBe(shareUrl);
    expect(await eventCount(setlist.id)).toBe(count);
    const list = await call("GET", "/api/setlists", { userId });
    expect(list.body[0]).toMatchObject({ isPublic: true, shareableId: shareUrl.split("/").at(-1) });
  });

  it("shows anyone, signed in or not, the name, date and sets, and nothing private", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId, "Public night");
    await call("POST", `/api/setlists/${setlist.id}/feedback`, {
      userId,
      body: { overallRating: 4, whatWorked: "private notes", venueCity: "Unknown", venueCountry: "Unknown" },
    });
    const shareUrl = (await call("POST", `/api/setlists/${setlist.id}/share`, { userId })).body
      .shareUrl as string;
    const page = await call("GET", `/api/shared/${shareUrl.split("/").at(-1)}`);
    expect(page.status).toBe(200);
    expect(Object.keys(page.body).sort()).toEqual(["createdAt", "name", "setlistContent"]);
    expect(page.body).toMatchObject({ name: "Public night", createdAt: setlist.createdAt });
    const sections = page.body.setlistContent as unknown as Section[];
    expect(sections.map((section) => section.name)).toEqual(["Set 1", "Set 2", "Set 3"]);
    for (const [index, section] of sections.entries()) {
      expect(Object.keys(section).sort()).toEqual(["durationMinutes", "name", "songs"]);
      expect(section.songs.map((song) => song.title)).toEqual(
        setlist.setlistContent[index]!.songs.map((song) => song.title),
      );
      for (const song of section.songs) {
        expect(Object.keys(song).sort()).toEqual(
          ["artist", "durationMinutes", "title", ...(song.key ? ["key"] : [])].sort(),
        );
      }
    }
    const text = JSON.stringify(page.body);
    for (const secret of [userId, "private notes", "Ana", "Lisbon", "The Late Shift"])
      expect(text).not.toContain(secret);
    for (const unknown of [randomUUID(), "not-a-uuid"]) {
      expect(await call("GET", `/api/shared/${unknown}`)).toMatchObject({
        status: 404,
        body: { error: "Setlist not found" },
      });
    }
  });
});

const documentTexts = (bytes: Uint8Array): string[] => {
  const xml = strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array());
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) =>
    (match[1] ?? "").replaceAll("&apos;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  );
};

describe("GET /api/setlists/{id}/docx", () => {
  it("sends the Word document of a three-set setlist listing every song, named name-setlist.docx", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId, "Granary – Night 2!");
    expect(setlist.setlistContent).toHaveLength(3);
    const docx = await call("GET", `/api/setlists/${setlist.id}/docx`, { userId });
    expect(docx.status).toBe(200);
    expect(docx.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(docx.headers.get("content-disposition")).toContain('filename="granary___night_2_-setlist.docx"');
    const texts = documentTexts(docx.bytes);
    for (const section of setlist.setlistContent) {
      expect(texts.some((text) => text.startsWith(`${section.name}  ·`))).toBe(true);
      for (const song of section.songs)
        expect(texts).toEqual(expect.arrayContaining([song.title, song.artist]));
    }
    const download = await call("GET", `/api/setlists/${setlist.id}/download`, { userId });
    expect(documentTexts(download.bytes)).toEqual(texts);
  });
});

describe("feedback", () => {
  it("records FeedbackGiven with the ratings and the setlist's venue and event, and answers the latest", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    expect(await call("GET", `/api/setlists/${setlist.id}/feedback`, { userId })).toMatchObject({
      status: 200,
      body: null,
    });
    const songs = flat(setlist);
    const given = await call("POST", `/api/setlists/${setlist.id}/feedback`, {
      userId,
      body: {
        overallRating: 5,
        whatWorked: "The horns",
        venueCity: "Unknown",
        venueCountry: "Unknown",
        songFeedback: [
          {
            songIndex: 0,
            title: songs[0]!.title,
            artist: songs[0]!.artist,
            rating: 4,
            notes: "",
            audienceReaction: "loved",
          },
          { songIndex: 1, title: songs[1]!.title, artist: songs[1]!.artist },
        ],
      },
    });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      setlistId: setlist.id,
      overallRating: 5,
      whatWorked: "The horns",
      venueCity: "Lisbon",
      venueCountry: "Portugal",
      venueName: "The Granary",
      venueType: "wedding",
      eventType: "wedding",
      songFeedback: [
        { songIndex: 0, rating: 4, audienceReaction: "loved" },
        { songIndex: 1, rating: 5, notes: "", audienceReaction: "liked" },
      ],
    });
    const [recorded] = (await backend.store.readStream(setlistStreamId(setlist.id))).slice(-1);
    expect(recorded).toMatchObject({
      type: "FeedbackGiven",
      schemaVersion: 2,
      data: {
        userId,
        overallRating: 5,
        eventType: "wedding",
        venue: { country: "Portugal", city: "Lisbon", name: "The Granary", venueType: "wedding" },
      },
    });
    await call("POST", `/api/setlists/${setlist.id}/feedback`, {
      userId,
      body: { overallRating: 2, venueCity: "Unknown", venueCountry: "Unknown" },
    });
    expect((await call("GET", `/api/setlists/${setlist.id}/feedback`, { userId })).body).toMatchObject({
      overallRating: 2,
      venueCity: "Lisbon",
    });
  });

  it("says 'Unknown' (venue type other) when neither the form nor the setlist names the place", async () => {
    const userId = await registerUser();
    const { venueCountry: _c, venueCity: _ci, venueName: _n, venueType: _t, ...noVenue } = brief;
    const setlist = await savedSetlist(userId, "Nowhere", { ...noVenue, eventType: "club" });
    const given = await call("POST", `/api/setlists/${setlist.id}/feedback`, {
      userId,
      body: { overallRating: 3, venueCity: "Unknown", venueCountry: "Unknown", songFeedback: [] },
    });
    expect(given.body).toMatchObject({
      venueCity: "Unknown",
      venueCountry: "Unknown",
      venueType: "other",
      eventType: "club",
    });
  });

  const place = { venueCity: "Lisbon", venueCountry: "Portugal" };
  it.each([
    [{ ...place, overallRating: 6 }, "overallRating: must be between 1 and 5"],
    [place, "overallRating: is required"],
    [{ ...place, overallRating: 5, flowRating: 0 }, "flowRating: must be between 1 and 5"],
    [
      { ...place, overallRating: 5, songFeedback: [{ songIndex: 0, title: "A", artist: "B", rating: 6 }] },
      "songFeedback[0].rating: must be between 1 and 5",
    ],
    [{ ...place, overallRating: 5, venueCity: " " }, "venueCity: City is required for location insights"],
    [
      { ...place, overallRating: 5, venueCountry: "" },
      "venueCountry: Country is required for location insights",
    ],
    [{ overallRating: 5, venueCountry: "Portugal" }, "venueCity: City is required for location insights"],
    [{ overallRating: 5, venueCity: "Lisbon" }, "venueCountry: Country is required for location insights"],
  ])("answers 400 for %j and appends nothing", async (body, error) => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const before = await eventCount(setlist.id);
    const response = await call("POST", `/api/setlists/${setlist.id}/feedback`, { userId, body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
    expect(await eventCount(setlist.id)).toBe(before);
  });
});

describe("POST /api/setlists/{id}/songs/{index}/replace", () => {
  it("suggests catalog songs for the slot: ±30 s, similar energy, a compatible key, none already played", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const songs = flat(setlist);
    const inSetlist = new Set(songs.map((song) => `${song.title}|${song.artist}`));
    let checked = 0;
    for (const index of [0, 3, songs.length - 1]) {
      const replaced = songs[index]!;
      const response = await call("POST", `/api/setlists/${setlist.id}/songs/${index}/replace`, { userId });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      for (const suggestion of response.body) {
        checked++;
        expect(Object.keys(suggestion).sort()).toEqual(
          ["artist", "durationMinutes", "key", "reason", "title", "vocalist"].sort(),
        );
        expect(inSetlist.has(`${suggestion.title}|${suggestion.artist}`)).toBe(false);
        const song = findCatalogSongBy(suggestion.title as string, suggestion.artist as string)!;
        expect(song).toBeDefined();
        expect(Math.abs(song.durationSeconds - replaced.durationSeconds)).toBeLessThanOrEqual(30);
        expect(Math.abs(song.energy - replaced.energy!)).toBeLessThanOrEqual(2);
        expect(keyDistance(song.key, replaced.key as never)).toBeLessThanOrEqual(2);
        expect(suggestion.key).toBe(song.key);
        expect(suggestion.durationMinutes).toBe(Math.round((song.durationSeconds / 60) * 100) / 100);
        expect(suggestion.vocalist).toBe(replaced.vocalist ?? "");
        expect(suggestion.reason).toEqual(expect.stringMatching(/\S/));
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("answers 400 'Song index is out of range' for an index past the end or not a number", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    for (const index of [String(flat(setlist).length), "-1", "abc"]) {
      expect(
        await call("POST", `/api/setlists/${setlist.id}/songs/${index}/replace`, { userId }),
      ).toMatchObject({
        status: 400,
        body: { error: "Song index is out of range" },
      });
    }
  });
});

describe("POST /api/spotify/create-playlist", () => {
  it("answers 503 until Spotify is configured", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const before = await eventCount(setlist.id);
    expect(
      await call("POST", "/api/spotify/create-playlist", {
        userId,
        body: { setlistId: setlist.id, playlistName: "x (Setlist)", songs: [] },
      }),
    ).toMatchObject({ status: 503, body: { error: "Spotify is not configured on this server" } });
    expect(await eventCount(setlist.id)).toBe(before);
  });
});

describe("DELETE /api/setlists/{id}", () => {
  it("deletes the setlist; then every call answers 404", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    const shareUrl = (await call("POST", `/api/setlists/${setlist.id}/share`, { userId })).body
      .shareUrl as string;
    expect(await call("DELETE", `/api/setlists/${setlist.id}`, { userId })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const [recorded] = (await backend.store.readStream(setlistStreamId(setlist.id))).slice(-1);
    expect(recorded?.type).toBe("SetlistDeleted");
    expect((await call("GET", "/api/setlists", { userId })).body).toEqual([]);
    const count = await eventCount(setlist.id);
    for (const [method, path] of ownerCalls(setlist.id)) {
      const body = bodyFor(method, path, setlist);
      expect(await call(method, path, { userId, ...(body ? { body } : {}) })).toMatchObject({
        status: 404,
        body: { error: "Setlist not found" },
      });
    }
    expect((await call("GET", `/api/shared/${shareUrl.split("/").at(-1)}`)).status).toBe(404);
    expect(await eventCount(setlist.id)).toBe(count);
  });
});

const ownerCalls = (id: number): Array<[string, string]> => [
  ["PATCH", `/api/setlists/${id}`],
  ["PUT", `/api/setlists/${id}`],
  ["POST", `/api/setlists/${id}/share`],
  ["GET", `/api/setlists/${id}/download`],
  ["GET", `/api/setlists/${id}/docx`],
  ["GET", `/api/setlists/${id}/feedback`],
  ["POST", `/api/setlists/${id}/feedback`],
  ["POST", `/api/setlists/${id}/songs/0/replace`],
  ["DELETE", `/api/setlists/${id}`],
];
/** A valid body for each call, so only ownership can refuse it. */
const bodyFor = (method: string, path: string, setlist: Setlist): object | undefined =>
  method === "PATCH"
    ? { name: "Mine now", folder: "Stolen" }
    : method === "PUT"
      ? { name: "Mine now", songs: editSongs(flat(setlist)), version: setlist.version }
      : method === "POST" && path.endsWith("/feedback")
        ? { overallRating: 1, venueCity: "Unknown", venueCountry: "Unknown" }
        : undefined;

describe("ownership", () => {
  it("answers another user 404 'Setlist not found' on every call and appends nothing", async () => {
    const owner = await registerUser();
    const setlist = await savedSetlist(owner);
    const stranger = await registerUser();
    const before = await eventCount(setlist.id);
    for (const [method, path] of ownerCalls(setlist.id)) {
      const body = bodyFor(method, path, setlist);
      const answer = await call(method, path, { userId: stranger, ...(body ? { body } : {}) });
      expect({ method, path, status: answer.status, body: answer.body }).toEqual({
        method,
        path,
        status: 404,
        body: { error: "Setlist not found" },
      });
      expect((await call(method, path, body ? { body } : {})).status).toBe(401);
    }
    expect(await eventCount(setlist.id)).toBe(before);
    expect((await call("GET", "/api/setlists", { userId: stranger })).body).toEqual([]);
    const mine = await call("GET", "/api/setlists", { userId: owner });
    expect(mine.body[0]).toMatchObject({ id: setlist.id, name: setlist.name, folder: "General" });
    expect((await call("GET", `/api/setlists/${setlist.id}/feedback`, { userId: owner })).body).toBeNull();
  });
});

describe("a rebuild of the setlists read models", () => {
  it("replays identical setlist and feedback rows", async () => {
    const userId = await registerUser();
    const setlist = await savedSetlist(userId);
    await call("PUT", `/api/setlists/${setlist.id}`, {
      userId,
      body: { name: "Rebuilt", songs: editSongs(flat(setlist).slice(0, 4)) },
    });
    await call("POST", `/api/setlists/${setlist.id}/share`, { userId });
    await call("POST", `/api/setlists/${setlist.id}/feedback`, {
      userId,
      body: { overallRating: 4, venueCity: "Unknown", venueCountry: "Unknown" },
    });
    const gone = await savedSetlist(userId, "Gone");
    await call("POST", `/api/setlists/${gone.id}/feedback`, {
      userId,
      body: { overallRating: 1, venueCity: "Unknown", venueCountry: "Unknown" },
    });
    await call("DELETE", `/api/setlists/${gone.id}`, { userId });
    const snapshot = async () => ({
      setlists: (
        await sql<Record<string, unknown>>`SELECT * FROM setlists.setlists ORDER BY id`.execute(
          backend.database.db,
        )
      ).rows,
      feedback: (
        await sql<Record<string, unknown>>`SELECT * FROM setlists.setlist_feedback ORDER BY id`.execute(
          backend.database.db,
        )
      ).rows,
    });
    const before = await snapshot();
    expect(before.feedback.some((row) => row.setlist_id === setlist.id)).toBe(true);
    expect(before.feedback.some((row) => row.setlist_id === gone.id)).toBe(false);
    await backend.setlists.runner.reset("setlists.setlists");
    expect(await backend.setlists.runner.waitForPosition(await backend.store.headPosition(), 10_000)).toBe(
      true,
    );
    expect(await snapshot()).toEqual(before);
  });
});
