/**
 * Stored events for analytics tests and benchmarks, encoded with the contracts' own `encodeEvent`
 * (so they are exactly what the setlists and repertoire services store).
 */
import { randomUUID } from "node:crypto";
import {
  type AudienceReaction,
  type DomainEventType,
  type EventData,
  type EventType,
  encodeEvent,
  makeMetadata,
  type SetlistGenerated,
  setlistStreamId,
  type VenueType,
} from "@encore/contracts";
import { exampleFeedbackGiven, exampleSetlistGenerated } from "@encore/contracts/examples";
import type { NewEvent } from "@encore/eventstore";
import { Result } from "effect";

export interface TestSong {
  readonly title: string;
  readonly artist: string;
}

export interface SongVerdict extends TestSong {
  readonly rating: number;
  readonly reaction: AudienceReaction;
}

/** Any domain event, encoded as its service stores it. */
export const encoded = <T extends DomainEventType>(
  type: T,
  data: EventData<T>,
  userId: string,
  at: Date,
): NewEvent => {
  const result = encodeEvent(type, data);
  if (Result.isFailure(result)) throw new Error(`cannot encode ${type}: ${result.failure.message}`);
  const eventId = randomUUID();
  return {
    eventId,
    type,
    schemaVersion: result.success.schemaVersion,
    data: result.success.data,
    metadata: makeMetadata({ eventId, userId, occurredAt: at }),
  };
};

/** A generated setlist of these songs, in one set. */
export const setlistGenerated = (
  setlistId: number,
  userId: string,
  songs: readonly TestSong[],
  at: Date,
  brief: Partial<SetlistGenerated["brief"]> = {},
): NewEvent => {
  const template = exampleSetlistGenerated.sections[0]!.songs[0]!;
  return encoded(
    "SetlistGenerated",
    {
      ...exampleSetlistGenerated,
      setlistId,
      userId,
      brief: { ...exampleSetlistGenerated.brief, ...brief },
      sections: [
        {
          name: "Set 1",
          targetSeconds: 3600,
          durationSeconds: songs.length * 200,
          songs: songs.map((song) => ({
            ...template,
            title: song.title,
            artist: song.artist,
            durationSeconds: 200,
          })),
        },
      ],
    },
    userId,
    at,
  );
};

export interface FeedbackOptions {
  readonly setlistId: number;
  readonly userId: string;
  readonly at: Date;
  readonly country?: string;
  readonly city?: string;
  readonly venueName?: string;
  readonly venueType?: VenueType;
  readonly eventType?: EventType;
  readonly overallRating?: number;
  readonly audienceSize?: number;
  /** Song entries of the full form; none for the quick form. */
  readonly songs?: readonly SongVerdict[];
}

/** A FeedbackGiven as the setlists service stores it. */
export const feedbackGiven = (options: FeedbackOptions): NewEvent => {
  const {
    audienceResponse: _a,
    energyLevel: _e,
    flowRating: _f,
    eventDate: _d,
    audienceSize: _s,
    ...base
  } = exampleFeedbackGiven;
  return encoded(
    "FeedbackGiven",
    {
      ...base,
      setlistId: options.setlistId,
      userId: options.userId,
      overallRating: options.overallRating ?? 5,
      ...(options.audienceSize === undefined ? {} : { audienceSize: options.audienceSize }),
      eventType: options.eventType ?? "wedding",
      venue: {
        country: options.country ?? "Unknown",
        city: options.city ?? "Unknown",
        ...(options.venueName === undefined ? {} : { name: options.venueName }),
        venueType: options.venueType ?? "other",
      },
      songFeedback: (options.songs ?? []).map((song, songIndex) => ({
        songIndex,
        title: song.title,
        artist: song.artist,
        rating: song.rating,
        notes: "",
        audienceReaction: song.reaction,
      })),
    },
    options.userId,
    options.at,
  );
};

export { setlistStreamId };
