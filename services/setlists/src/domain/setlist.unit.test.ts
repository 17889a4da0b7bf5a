import { exampleSetlistGenerated } from "@encore/contracts/examples";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { decideEdit, decideFeedback, decidePatch, type SetlistState, setlistDecider } from "./setlist.ts";

const owner = exampleSetlistGenerated.userId;
const generated = setlistDecider.evolve(
  setlistDecider.initialState(),
  { type: "SetlistGenerated", data: exampleSetlistGenerated },
  0,
);
const titles = (state: SetlistState) =>
  state.status === "absent" ? [] : state.sections.map((section) => section.songs.map((song) => song.title));

const edit = (songs: ReadonlyArray<{ title: string; artist: string }>, expectedVersion?: number) =>
  decideEdit(generated, {
    setlistId: exampleSetlistGenerated.setlistId,
    userId: owner,
    name: " New name ",
    songs,
    expectedVersion,
    editedAt: new Date("2025-06-02T10:00:00Z"),
    lookup: () => undefined,
  });

const applied = (result: ReturnType<typeof edit>) =>
  Result.getOrThrow(result).reduce(
    (state, event, index) => setlistDecider.evolve(state, event, 1 + index),
    generated,
  );

describe("decideEdit", () => {
  const sections = exampleSetlistGenerated.sections;
  const all = sections.flatMap((section) => section.songs);

  it("keeps each song in its set and puts a new song in the set of the song before it", () => {
    const added = { title: "Brand New", artist: "Nobody" };
    const state = applied(edit([...all.slice(0, 1), added, ...all.slice(1)]));
    const expected = sections.map((section) => section.songs.map((song) => song.title));
    expected[0]!.splice(1, 0, "Brand New");
    expect(titles(state)).toEqual(expected);
    expect(state.status !== "absent" && state.name).toBe("New name");
    expect(state.status !== "absent" && state.version).toBe(1);
  });

  it("keeps what the musician did not send (duration, key, vocalist) and estimates unknown songs", () => {
    const state = applied(
      edit([
        { title: all[0]!.title, artist: all[0]!.artist },
        { title: "X", artist: "Y" },
      ]),
    );
    const songs = state.status === "absent" ? [] : state.sections.flatMap((section) => section.songs);
    const { known: _known, ...first } = all[0]!;
    expect(songs[0]).toEqual(first);
    expect(songs[1]).toEqual({ title: "X", artist: "Y", durationSeconds: 210 });
  });

  it("refuses an edit of an older version, and anyone but the owner", () => {
    expect(Result.isFailure(edit(all, 0))).toBe(false);
    expect(edit(all, 3)).toMatchObject({
      failure: { _tag: "EditConflict", expectedVersion: 3, actualVersion: 0 },
    });
    const stranger = decidePatch(generated, { setlistId: 42, userId: "someone-else", name: "Mine" });
    expect(stranger).toMatchObject({ failure: { _tag: "SetlistNotFound" } });
  });
});

describe("decideFeedback", () => {
  it("takes the venue from the form when it names one, else the setlist's brief, else 'Unknown'", () => {
    const given = Result.getOrThrow(
      decideFeedback(generated, {
        setlistId: 42,
        userId: owner,
        overallRating: 5,
        songFeedback: [],
        venueCity: "Unknown",
        venueCountry: "Ireland",
      }),
    )[0]!;
    const brief = exampleSetlistGenerated.brief;
    expect(given.type === "FeedbackGiven" && given.data).toMatchObject({
      eventType: brief.eventType,
      venue: { country: "Ireland", city: brief.venueCity ?? "Unknown" },
    });
  });
});
