/**
 * Cheap reading of the few events analytics projects. Full Effect Schema decoding costs about 13 µs
 * an event, which bounded the venues rebuild; these readers check exactly the fields analytics uses
 * (types and ranges) on the current schema version and fall back to the full `decodeEvent` for any
 * older version (upcasting) or anything that does not look right, so a bad event still stops the page
 * with the schema's own message. Results are what the full decoder gives for the fields read.
 */
import {
  AUDIENCE_REACTIONS,
  type AudienceReaction,
  type DomainEvent,
  EVENT_TYPES,
  eventRegistry,
  type FeedbackGiven,
  UNKNOWN_PLACE,
  VENUE_TYPES,
} from "@encore/contracts";
import { decodeRecordedEvent, type RecordedEvent } from "@encore/eventstore";

export interface SongRef {
  readonly title: string;
  readonly artist: string;
}

export interface SongFeedbackEntry extends SongRef {
  readonly songIndex: number;
  readonly rating: number;
  readonly audienceReaction: AudienceReaction;
}

/** FeedbackGiven's answers as the full decoder gives them; the enumerations read as plain strings. */
export interface FeedbackFacts extends Omit<FeedbackGiven, "songFeedback" | "eventType" | "venue"> {
  readonly type: "FeedbackGiven";
  readonly songFeedback: readonly (SongFeedbackEntry & { readonly notes: string })[];
  readonly eventType: string;
  readonly venue: {
    readonly country: string;
    readonly city: string;
    readonly name?: string | undefined;
    readonly venueType: string;
  };
}

export interface SetlistSongsFacts {
  readonly type: "SetlistSongs";
  readonly setlistId: number;
  readonly songs: readonly SongRef[];
}

export interface DetectionRequestedFacts {
  readonly type: "SongDetectionRequested";
  readonly repertoireId: number;
  readonly songId: number;
  readonly title: string;
  readonly artist: string;
}

export interface GenreFacts {
  readonly type: "SongDetected";
  readonly repertoireId: number;
  readonly songId: number;
  readonly genre: string | undefined;
}

export type AnalyticsFacts = FeedbackFacts | SetlistSongsFacts | DetectionRequestedFacts | GenreFacts;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
const nonBlank = (value: unknown): value is string => typeof value === "string" && /\S/.test(value);
const optionalString = (value: unknown) => value === undefined || typeof value === "string";
const optionalRating = (value: unknown) => value === undefined || isInt(value, 1, 5);
const eventTypes: ReadonlySet<unknown> = new Set(EVENT_TYPES);
const venueTypes: ReadonlySet<unknown> = new Set(VENUE_TYPES);
const reactions: ReadonlySet<unknown> = new Set(AUDIENCE_REACTIONS);

const isCurrent = (recorded: RecordedEvent) =>
  recorded.schemaVersion === eventRegistry[recorded.type as keyof typeof eventRegistry]?.schemaVersion;

const readSongEntries = (value: unknown): FeedbackFacts["songFeedback"] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const entries: Array<FeedbackFacts["songFeedback"][number]> = [];
  for (const entry of value) {
    if (
      !isObject(entry) ||
      !isInt(entry.songIndex, 0) ||
      !nonBlank(entry.title) ||
      !nonBlank(entry.artist) ||
      !isInt(entry.rating, 1, 5) ||
      typeof entry.notes !== "string" ||
      !reactions.has(entry.audienceReaction)
    )
      return undefined;
    entries.push({
      songIndex: entry.songIndex,
      title: entry.title,
      artist: entry.artist,
      rating: entry.rating,
      notes: entry.notes,
      audienceReaction: entry.audienceReaction as AudienceReaction,
    });
  }
  return entries;
};

const place = (value: unknown): string | undefined => {
  if (value === undefined) return UNKNOWN_PLACE;
  return nonBlank(value) ? value : undefined;
};

const readFeedbackFast = (data: unknown): FeedbackFacts | undefined => {
  if (!isObject(data) || !isObject(data.venue)) return undefined;
  const { venue } = data;
  const songFeedback = readSongEntries(data.songFeedback);
  const country = place(venue.country);
  const city = place(venue.city);
  const venueType = venue.venueType === undefined ? "other" : venue.venueType;
  if (
    songFeedback === undefined ||
    country === undefined ||
    city === undefined ||
    !venueTypes.has(venueType) ||
    !optionalString(venue.name) ||
    !isInt(data.setlistId, 1) ||
    !nonBlank(data.userId) ||
    !isInt(data.overallRating, 1, 5) ||
    !optionalRating(data.audienceResponse) ||
    !optionalRating(data.energyLevel) ||
    !optionalRating(data.flowRating) ||
    !eventTypes.has(data.eventType) ||
    !(data.audienceSize === undefined || isInt(data.audienceSize, 1)) ||
    !(
      data.eventDate === undefined ||
      (typeof data.eventDate === "string" && /^\d{4}-\d{2}-\d{2}$/.test(data.eventDate))
    ) ||
    ![data.whatWorked, data.whatDidntWork, data.venueNotes, data.suggestions].every(optionalString)
  )
    return undefined;
  return {
    type: "FeedbackGiven",
    setlistId: data.setlistId,
    userId: data.userId,
    overallRating: data.overallRating,
    audienceResponse: data.audienceResponse as number | undefined,
    energyLevel: data.energyLevel as number | undefined,
    flowRating: data.flowRating as number | undefined,
    whatWorked: data.whatWorked as string | undefined,
    whatDidntWork: data.whatDidntWork as string | undefined,
    venueNotes: data.venueNotes as string | undefined,
    suggestions: data.suggestions as string | undefined,
    songFeedback,
    eventType: data.eventType as string,
    eventDate: data.eventDate as string | undefined,
    audienceSize: data.audienceSize as number | undefined,
    venue: { country, city, name: venue.name as string | undefined, venueType: venueType as string },
  };
};

const readSections = (value: unknown): SongRef[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const songs: SongRef[] = [];
  for (const section of value) {
    if (!isObject(section) || !Array.isArray(section.songs)) return undefined;
    for (const song of section.songs) {
      if (!isObject(song) || !nonBlank(song.title) || !nonBlank(song.artist)) return undefined;
      songs.push({ title: song.title, artist: song.artist });
    }
  }
  return songs;
};

const readSetlistSongsFast = (data: unknown): SetlistSongsFacts | undefined => {
  if (!isObject(data) || !isInt(data.setlistId, 1)) return undefined;
  const songs = readSections(data.sections);
  return songs ? { type: "SetlistSongs", setlistId: data.setlistId, songs } : undefined;
};

const fromDomain = (event: DomainEvent): AnalyticsFacts | undefined => {
  switch (event.type) {
    case "FeedbackGiven":
      return { type: "FeedbackGiven", ...event.data };
    case "SetlistGenerated":
    case "SetlistEdited":
      return {
        type: "SetlistSongs",
        setlistId: event.data.setlistId,
        songs: event.data.sections.flatMap((section) =>
          section.songs.map(({ title, artist }) => ({ title, artist })),
        ),
      };
    case "SongDetectionRequested":
      return { type: "SongDetectionRequested", ...event.data };
    case "SongDetected":
      return {
        type: "SongDetected",
        repertoireId: event.data.repertoireId,
        songId: event.data.songId,
        genre: event.data.genre?.value,
      };
    default:
      return undefined;
  }
};

/** What analytics needs of one stored event; undefined for event types it does not read. */
export const readAnalyticsEvent = (recorded: RecordedEvent): AnalyticsFacts | undefined => {
  if (isCurrent(recorded)) {
    const data = recorded.data;
    let fast: AnalyticsFacts | undefined;
    switch (recorded.type) {
      case "FeedbackGiven":
        fast = readFeedbackFast(data);
        break;
      case "SetlistGenerated":
      case "SetlistEdited":
        fast = readSetlistSongsFast(data);
        break;
      case "SongDetectionRequested":
        if (isObject(data) && isInt(data.repertoireId, 1) && isInt(data.songId, 1))
          if (nonBlank(data.title) && nonBlank(data.artist))
            fast = {
              type: "SongDetectionRequested",
              repertoireId: data.repertoireId,
              songId: data.songId,
              title: data.title,
              artist: data.artist,
            };
        break;
      case "SongDetected":
        if (isObject(data) && isInt(data.repertoireId, 1) && isInt(data.songId, 1)) {
          const genre = data.genre;
          if (genre === undefined)
            fast = { type: "SongDetected", repertoireId: data.repertoireId, songId: data.songId, genre };
          else if (isObject(genre) && nonBlank(genre.value))
            fast = {
              type: "SongDetected",
              repertoireId: data.repertoireId,
              songId: data.songId,
              genre: genre.value,
            };
        }
        break;
      default:
        return undefined;
    }
    if (fast) return fast;
  }
  // Throws for an event that does not decode: the page stops, as with any projection.
  return fromDomain(decodeRecordedEvent(recorded));
};

/** When the gig happened: the metadata's occurredAt, else when the event was stored. */
export const occurredAt = (recorded: RecordedEvent): Date => {
  const at = recorded.metadata.occurredAt;
  if (typeof at === "string") {
    const parsed = new Date(at);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return recorded.createdAt;
};
