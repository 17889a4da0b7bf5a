/**
 * A small, varied history of gigs for replay and idempotency tests: generated setlists, full and
 * quick feedback, feedback given again (replacing the first), an edited setlist, a version-1
 * FeedbackGiven (upcast on read), and detection of song genres. Deterministic for a seed.
 */
import { AUDIENCE_REACTIONS, EVENT_TYPES, makeMetadata, VENUE_TYPES } from "@encore/contracts";
import { exampleFeedbackGivenV1, exampleSetlistEdited } from "@encore/contracts/examples";
import type { NewEvent } from "@encore/eventstore";
import { encoded, feedbackGiven, setlistGenerated, type TestSong } from "./feedback-events.ts";

/** The same songs typed several ways: they must count as one song each. */
export const HISTORY_SONGS: readonly (readonly TestSong[])[] = [
  [
    { title: "Uptown Funk", artist: "Mark Ronson" },
    { title: "Uptown Funk (feat. Bruno Mars)", artist: "Mark Ronson feat. Bruno Mars" },
  ],
  [
    { title: "Don't Stop Me Now", artist: "Queen" },
    { title: "DON'T STOP ME NOW - Remastered 2011", artist: "queen" },
  ],
  [
    { title: "Hey Jude", artist: "The Beatles" },
    { title: "Hey Jude - 2015 Remaster", artist: "Beatles" },
  ],
  [{ title: "Valerie", artist: "Amy Winehouse" }],
  [
    { title: "September", artist: "Earth, Wind & Fire" },
    { title: "September", artist: "Earth Wind and Fire" },
  ],
  [{ title: "At Last", artist: "Etta James" }],
  [{ title: "Mr. Brightside", artist: "The Killers" }],
  [{ title: "Dancing Queen", artist: "ABBA" }],
  [{ title: "Shut Up and Dance", artist: "Walk the Moon" }],
  [{ title: "Superstition", artist: "Stevie Wonder" }],
];

const PLACES = [
  ["Portugal", "Lisbon"],
  ["portugal", "LISBON"],
  ["Portugal", "Porto"],
  ["Norway", "Oslo"],
  ["United Kingdom", "Bristol"],
] as const;

export interface StreamBatch {
  readonly streamId: string;
  readonly events: readonly NewEvent[];
}

const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};

/** `setlists` setlists with their feedback, as appends (one stream each), in the order to append them. */
export const gigHistory = (
  seed: number,
  setlists: number,
  start = new Date("2025-01-01T20:00:00Z"),
): StreamBatch[] => {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const batches: StreamBatch[] = [];
  const users = ["user-ana", "user-bo", "user-cy"];
  let day = 0;
  const at = () => new Date(start.getTime() + day++ * 86_400_000);
  for (let index = 0; index < setlists; index++) {
    const setlistId = 1000 + seed * 1000 + index;
    const userId = pick(users);
    const songs = Array.from({ length: 5 }, () => pick(pick(HISTORY_SONGS)));
    const events: NewEvent[] = [setlistGenerated(setlistId, userId, songs, at())];
    if (index % 9 === 4) {
      events.push(
        encoded(
          "SetlistEdited",
          {
            ...exampleSetlistEdited,
            setlistId,
            sections: [
              {
                name: "Set 1",
                targetSeconds: 3600,
                songs: songs
                  .slice(1)
                  .map((song) => ({ title: song.title, artist: song.artist, durationSeconds: 200 })),
              },
            ],
          },
          userId,
          at(),
        ),
      );
    }
    const giveFeedback = () => {
      const [country, city] = pick(PLACES);
      const quick = next() < 0.3;
      return feedbackGiven({
        setlistId,
        userId,
        at: at(),
        ...(quick ? {} : { country, city, venueName: `Hall ${Math.floor(next() * 3)}` }),
        venueType: pick(VENUE_TYPES),
        eventType: pick(EVENT_TYPES.slice(0, 3)),
        overallRating: 1 + Math.floor(next() * 5),
        ...(next() < 0.5 ? { audienceSize: 50 + Math.floor(next() * 200) } : {}),
        songs: quick
          ? []
          : songs.map((song) => ({
              ...song,
              rating: 1 + Math.floor(next() * 5),
              reaction: pick(AUDIENCE_REACTIONS),
            })),
      });
    };
    events.push(giveFeedback());
    if (index % 5 === 2) events.push(giveFeedback());
    batches.push({ streamId: `setlist-${setlistId}`, events });
  }
  // A feedback stored by version 1 of the event (flat venue fields).
  const v1Id = 1000 + seed * 1000 + setlists;
  const v1At = at();
  const v1EventId = `00000000-0000-4000-8000-${String(v1Id).padStart(12, "0")}`;
  batches.push({
    streamId: `setlist-${v1Id}`,
    events: [
      setlistGenerated(v1Id, "user-ana", [HISTORY_SONGS[3]![0]!], at()),
      {
        eventId: v1EventId,
        type: "FeedbackGiven",
        schemaVersion: 1,
        data: { ...exampleFeedbackGivenV1, setlistId: v1Id, userId: "user-ana" },
        metadata: makeMetadata({ eventId: v1EventId, userId: "user-ana", occurredAt: v1At }),
      },
    ],
  });
  // Genres detected for songs of a repertoire.
  batches.push({
    streamId: `repertoire-${seed}`,
    events: HISTORY_SONGS.slice(0, 4).flatMap((variants, songIndex) => [
      encoded(
        "SongDetectionRequested",
        { repertoireId: seed, songId: songIndex + 1, ...variants[0]! },
        "system",
        at(),
      ),
      encoded(
        "SongDetected",
        {
          repertoireId: seed,
          songId: songIndex + 1,
          genre: { value: songIndex % 2 ? "Rock" : "Soul", source: "catalog", confidence: 1 },
        },
        "system",
        at(),
      ),
    ]),
  });
  return batches;
};
