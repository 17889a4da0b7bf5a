/**
 * Benchmark events: real FeedbackGiven events (the example from libs/contracts, encoded with
 * `encodeEvent`) spread over a fixed set of venues, so the venues read model gets realistic rows.
 */
import { randomUUID } from "node:crypto";
import { encodeEvent, makeMetadata, VENUE_TYPES } from "@encore/contracts";
import type { EventStore, NewEvent, Position } from "@encore/eventstore";
import { Result } from "effect";
import { exampleFeedbackGiven, exampleSetlistRenamed } from "../libs/contracts/src/examples.ts";

const COUNTRIES = [
  "United Kingdom",
  "Ireland",
  "France",
  "Germany",
  "Spain",
  "Italy",
  "Netherlands",
  "United States",
  "Canada",
  "Australia",
];
const CITIES_PER_COUNTRY = 10;

export const DISTINCT_VENUES = 2000;

export interface EncodedFeedback {
  readonly schemaVersion: number;
  readonly data: unknown;
}

/** One encoded FeedbackGiven per venue: `DISTINCT_VENUES` venues in 100 cities of 10 countries. */
const encodeVenues = (): EncodedFeedback[] =>
  Array.from({ length: DISTINCT_VENUES }, (_, index) => {
    const country = COUNTRIES[index % COUNTRIES.length]!;
    const city = `${country.split(" ")[0]} City ${Math.floor(index / COUNTRIES.length) % CITIES_PER_COUNTRY}`;
    const encoded = encodeEvent("FeedbackGiven", {
      ...exampleFeedbackGiven,
      setlistId: index + 1,
      venue: {
        country,
        city,
        name: `Venue ${index}`,
        venueType: VENUE_TYPES[index % VENUE_TYPES.length]!,
      },
    });
    if (Result.isFailure(encoded)) throw new Error(`cannot encode FeedbackGiven: ${encoded.failure.message}`);
    return { schemaVersion: encoded.success.schemaVersion, data: encoded.success.data };
  });

let venues: EncodedFeedback[] | undefined;
const encodedVenues = () => {
  venues ??= encodeVenues();
  return venues;
};

const occurredAt = new Date("2026-11-01T20:00:00.000Z");

/** The `sequence`-th feedback of the run: venue `sequence mod DISTINCT_VENUES`, fresh ids. */
export const feedbackEvent = (sequence: number): NewEvent => {
  const all = encodedVenues();
  const venue = all[sequence % all.length]!;
  const eventId = randomUUID();
  return {
    eventId,
    type: "FeedbackGiven",
    schemaVersion: venue.schemaVersion,
    data: venue.data,
    metadata: makeMetadata({ eventId, userId: exampleFeedbackGiven.userId, occurredAt }),
  };
};

let renamed: EncodedFeedback | undefined;

/** A small event (SetlistRenamed, about a quarter of a FeedbackGiven), to show what payload size costs. */
export const smallEvent = (sequence: number): NewEvent => {
  if (!renamed) {
    const encoded = encodeEvent("SetlistRenamed", exampleSetlistRenamed);
    if (Result.isFailure(encoded))
      throw new Error(`cannot encode SetlistRenamed: ${encoded.failure.message}`);
    renamed = { schemaVersion: encoded.success.schemaVersion, data: encoded.success.data };
  }
  const eventId = randomUUID();
  return {
    eventId,
    type: "SetlistRenamed",
    schemaVersion: renamed.schemaVersion,
    data: { ...(renamed.data as object), setlistId: sequence + 1 },
    metadata: makeMetadata({ eventId, userId: exampleFeedbackGiven.userId, occurredAt }),
  };
};

export const feedbackBatch = (firstSequence: number, size: number): NewEvent[] =>
  Array.from({ length: size }, (_, index) => feedbackEvent(firstSequence + index));

/** Bytes of one event as the store writes it (data + metadata JSON). */
export const eventJsonBytes = (event: NewEvent): number =>
  Buffer.byteLength(JSON.stringify(event.data)) + Buffer.byteLength(JSON.stringify(event.metadata));

/** Feedback lives in the setlist's stream. */
export const setlistStream = (id: number) => `setlist-${id}`;

/**
 * Fills a store fast: batches of `batchSize` into fresh streams, `writers` at a time where the
 * database has more than one connection. Returns the position of the last append.
 */
export const seedFeedback = async (
  store: EventStore,
  total: number,
  options: { readonly batchSize?: number; readonly writers?: number; readonly firstStream?: number } = {},
): Promise<Position | undefined> => {
  const batchSize = options.batchSize ?? 1000;
  const writers = options.writers ?? 1;
  const batches = Math.ceil(total / batchSize);
  let next = 0;
  let last: Position | undefined;
  const writer = async () => {
    for (let batch = next++; batch < batches; batch = next++) {
      const size = Math.min(batchSize, total - batch * batchSize);
      const result = await store.append(
        setlistStream((options.firstStream ?? 1_000_000) + batch),
        feedbackBatch(batch * batchSize, size),
        { expectedRevision: "no_stream" },
      );
      last = result.position;
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return last;
};
