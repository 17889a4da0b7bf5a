/**
 * Analytics benchmark events: a realistic gig history. Per setlist one SetlistGenerated (12 songs of
 * the real catalog in two sets, the brief of a real generation) and one FeedbackGiven, 60 % the full
 * form (an entry per song) and 40 % the quick form (overall rating only, 'Unknown' places); songs
 * drawn with a Zipf-like popularity, 10 countries × 10 cities, every venue and event type, 5,000
 * musicians, three years of dates; and a few genre detections. Built as stored JSON directly (the
 * encoded form of these events is plain JSON), checked against the contracts by sampling.
 */
import { randomUUID } from "node:crypto";
import { catalog } from "@encore/catalog";
import {
  AUDIENCE_REACTIONS,
  decodeEvent,
  EVENT_TYPES,
  eventRegistry,
  makeMetadata,
  VENUE_TYPES,
} from "@encore/contracts";
import { exampleSetlistGenerated } from "@encore/contracts/examples";
import type { EventStore, NewEvent, Position } from "@encore/eventstore";
import { Result } from "effect";

const COUNTRIES = [
  "Portugal",
  "Spain",
  "France",
  "Germany",
  "Italy",
  "Norway",
  "Ireland",
  "United Kingdom",
  "Netherlands",
  "Poland",
];
const CITIES = COUNTRIES.map((country) =>
  Array.from({ length: 10 }, (_, index) => `${country.split(" ")[0]} City ${index}`),
);
const USERS = 5000;
const SONGS_PER_SETLIST = 12;
const START = Date.UTC(2023, 10, 1);
const SPAN_MS = 3 * 365 * 86_400_000;

const random = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};

export interface HistoryCounts {
  generated: number;
  feedback: number;
  fullForms: number;
  songEntries: number;
  detections: number;
}

/** Generates events in order; `next()` gives the next event of the history (deterministic for a seed). */
export const gigEvents = (seed = 7) => {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  // Zipf-like: a few songs are played at most gigs.
  const song = () => catalog[Math.floor(catalog.length * next() ** 2.2)]!;
  const versions = {
    generated: eventRegistry.SetlistGenerated.schemaVersion,
    feedback: eventRegistry.FeedbackGiven.schemaVersion,
    requested: eventRegistry.SongDetectionRequested.schemaVersion,
    detected: eventRegistry.SongDetected.schemaVersion,
  };
  const counts: HistoryCounts = { generated: 0, feedback: 0, fullForms: 0, songEntries: 0, detections: 0 };
  let setlistId = 0;
  const queue: NewEvent[] = [];
  const make = (type: string, schemaVersion: number, data: unknown, userId: string, at: Date): NewEvent => {
    const eventId = randomUUID();
    return {
      eventId,
      type,
      schemaVersion,
      data,
      metadata: makeMetadata({ eventId, userId, occurredAt: at }),
    };
  };
  const refill = () => {
    setlistId++;
    const userId = `bench-user-${Math.floor(next() * USERS)}`;
    const countryIndex = Math.floor(next() * COUNTRIES.length);
    const country = COUNTRIES[countryIndex]!;
    const city = pick(CITIES[countryIndex]!);
    const venueType = pick(VENUE_TYPES);
    const eventType = pick(EVENT_TYPES);
    const at = new Date(START + Math.floor(next() * SPAN_MS));
    const songs = Array.from({ length: SONGS_PER_SETLIST }, () => song());
    const toSong = (s: (typeof songs)[number]) => ({
      title: s.title,
      artist: s.artist,
      durationSeconds: s.durationSeconds,
      ...(s.key ? { key: s.key } : {}),
      ...(s.bpm ? { bpm: s.bpm } : {}),
      ...(s.energy ? { energy: Math.min(10, Math.max(1, Math.round(s.energy))) } : {}),
      reason: "Fits the energy of the set",
      known: true,
    });
    const half = SONGS_PER_SETLIST / 2;
    const sets = [songs.slice(0, half), songs.slice(half)];
    queue.push(
      make(
        "SetlistGenerated",
        versions.generated,
        {
          ...exampleSetlistGenerated,
          setlistId,
          userId,
          brief: {
            ...exampleSetlistGenerated.brief,
            eventType,
            venueCountry: country,
            venueCity: city,
            venueType,
          },
          sections: sets.map((set, index) => ({
            name: `Set ${index + 1}`,
            targetSeconds: 2700,
            durationSeconds: set.reduce((sum, s) => sum + s.durationSeconds, 0),
            songs: set.map(toSong),
          })),
        },
        userId,
        at,
      ),
    );
    counts.generated++;
    const full = next() < 0.6;
    const feedbackAt = new Date(at.getTime() + 86_400_000);
    const overallRating = 1 + Math.floor(next() ** 0.6 * 5);
    queue.push(
      make(
        "FeedbackGiven",
        versions.feedback,
        {
          setlistId,
          userId,
          overallRating,
          ...(full
            ? {
                audienceResponse: overallRating,
                whatWorked: "The first dance",
                audienceSize: 40 + Math.floor(next() * 300),
              }
            : {}),
          songFeedback: full
            ? songs.map((s, songIndex) => ({
                songIndex,
                title: s.title,
                artist: s.artist,
                rating: 1 + Math.floor(next() ** 0.7 * 5),
                notes: "",
                audienceReaction: pick(AUDIENCE_REACTIONS),
              }))
            : [],
          eventType,
          venue: full
            ? { country, city, name: `${city} Hall ${Math.floor(next() * 20)}`, venueType }
            : { country: "Unknown", city: "Unknown", venueType },
        },
        userId,
        feedbackAt,
      ),
    );
    counts.feedback++;
    if (full) {
      counts.fullForms++;
      counts.songEntries += SONGS_PER_SETLIST;
    }
    if (setlistId % 100 === 0) {
      const detected = song();
      const ids = { repertoireId: 1 + (setlistId % 500), songId: setlistId };
      queue.push(
        make(
          "SongDetectionRequested",
          versions.requested,
          { ...ids, title: detected.title, artist: detected.artist },
          "system",
          at,
        ),
        make(
          "SongDetected",
          versions.detected,
          { ...ids, genre: { value: detected.genres[0] ?? "pop", source: "catalog", confidence: 1 } },
          "system",
          at,
        ),
      );
      counts.detections++;
    }
  };
  return {
    counts,
    next: (): NewEvent => {
      if (queue.length === 0) refill();
      return queue.shift()!;
    },
  };
};

/** Decodes a sample with the contracts' full decoder: the benchmark's events are valid events. */
export const checkSample = (events: readonly NewEvent[]) => {
  for (const event of events) {
    const decoded = decodeEvent({
      type: event.type,
      schemaVersion: event.schemaVersion ?? 1,
      data: event.data,
    });
    if (Result.isFailure(decoded))
      throw new Error(`bench event ${event.type} does not decode: ${decoded.failure.message}`);
  }
};

/** Appends `total` events in batches of `batchSize` (fresh stream per batch), `writers` at a time. */
export const seedGigs = async (
  store: EventStore,
  total: number,
  options: { readonly batchSize: number; readonly writers: number; readonly seed?: number },
): Promise<{ last: Position | undefined; counts: HistoryCounts; bytes: number }> => {
  const history = gigEvents(options.seed);
  const batches = Math.ceil(total / options.batchSize);
  let nextBatch = 0;
  let last: Position | undefined;
  let bytes = 0;
  const writer = async () => {
    for (let batch = nextBatch++; batch < batches; batch = nextBatch++) {
      const size = Math.min(options.batchSize, total - batch * options.batchSize);
      const events = Array.from({ length: size }, () => history.next());
      if (batch === 0) checkSample(events.slice(0, 50));
      for (const event of events.slice(0, 10)) bytes += Buffer.byteLength(JSON.stringify(event.data)) / 10;
      const result = await store.append(`setlist-bench-${batch}`, events, { expectedRevision: "no_stream" });
      last = result.position;
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
  return { last, counts: history.counts, bytes: bytes / batches };
};
