/** Queries of `setlists.setlists`, and the setlist as the API answers it (spec section 3's fields). */
import type { SqlDatabase } from "@encore/eventstore";
import { sql } from "kysely";

export interface SetlistSongView {
  readonly title: string;
  readonly artist: string;
  readonly vocalist?: string;
  readonly durationSeconds: number;
  readonly durationMinutes?: number;
  readonly key?: string;
  readonly bpm?: number;
  readonly energy?: number;
  readonly reason?: string;
}

export interface SetlistSectionView {
  readonly name: string;
  readonly targetSeconds: number;
  readonly durationSeconds: number;
  readonly durationMinutes?: number;
  readonly songs: readonly SetlistSongView[];
}

/** One setlist with the spec's field names. */
export interface SetlistRecord {
  readonly id: number;
  readonly name: string;
  readonly eventType: string;
  readonly audienceType: string;
  readonly duration: number;
  readonly durationType: string;
  readonly numberOfSets: number;
  readonly setDurations: readonly number[];
  readonly vocalists: ReadonlyArray<{ readonly name: string; readonly gender: string }>;
  readonly hornSection: boolean;
  readonly energyFlow: string;
  readonly mustHaveSongs: readonly string[];
  readonly songRequests: readonly string[];
  readonly specialNotes: string | null;
  readonly actName: string | null;
  readonly actType: string | null;
  readonly setlistContent: readonly SetlistSectionView[];
  readonly songs: readonly SetlistSongView[];
  readonly venue: string | null;
  readonly genre: string | null;
  readonly createdAt: string;
  readonly userId: string;
  readonly folder: string;
  readonly venueCountry: string | null;
  readonly venueCity: string | null;
  readonly venueName: string | null;
  readonly venueType: string | null;
  readonly isPublic: boolean;
  readonly shareableId: string | null;
  readonly saved: boolean;
  readonly savedAt: string | null;
  /**
   * The version of the name and songs (the stream revision of their last change). PUT sends it
   * back as `version` (or `If-Match`): an edit of an older version is refused with 409.
   */
  readonly version: number;
}

interface SetlistRow {
  id: number;
  name: string;
  event_type: string;
  audience_type: string;
  duration: number;
  duration_type: string;
  number_of_sets: number;
  set_durations: number[];
  vocalists: Array<{ name: string; gender: string }>;
  horn_section: boolean;
  energy_flow: string;
  must_have_songs: string[];
  song_requests: string[];
  special_notes: string | null;
  act_name: string | null;
  act_type: string | null;
  setlist_content: SetlistSectionView[];
  songs: SetlistSongView[];
  venue: string | null;
  genre: string | null;
  created_at: Date | string;
  user_id: string;
  folder: string;
  venue_country: string | null;
  venue_city: string | null;
  venue_name: string | null;
  venue_type: string | null;
  is_public: boolean;
  shareable_id: string | null;
  saved: boolean;
  saved_at: Date | string | null;
  version: number;
}

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

const toRecord = (row: SetlistRow): SetlistRecord => ({
  id: Number(row.id),
  name: row.name,
  eventType: row.event_type,
  audienceType: row.audience_type,
  duration: row.duration,
  durationType: row.duration_type,
  numberOfSets: row.number_of_sets,
  setDurations: row.set_durations.map(Number),
  vocalists: row.vocalists,
  hornSection: row.horn_section,
  energyFlow: row.energy_flow,
  mustHaveSongs: row.must_have_songs,
  songRequests: row.song_requests,
  specialNotes: row.special_notes,
  actName: row.act_name,
  actType: row.act_type,
  setlistContent: row.setlist_content,
  songs: row.songs,
  venue: row.venue,
  genre: row.genre,
  createdAt: iso(row.created_at),
  userId: row.user_id,
  folder: row.folder,
  venueCountry: row.venue_country,
  venueCity: row.venue_city,
  venueName: row.venue_name,
  venueType: row.venue_type,
  isPublic: row.is_public,
  shareableId: row.shareable_id,
  saved: row.saved,
  savedAt: row.saved_at === null ? null : iso(row.saved_at),
  version: Number(row.version),
});

/** Songs of a setlist: its own list when edited, else the sum over its sections (spec section 3). */
export const songCount = (setlist: SetlistRecord): number =>
  setlist.songs.length > 0
    ? setlist.songs.length
    : setlist.setlistContent.reduce((count, section) => count + section.songs.length, 0);

/** The latest feedback on a setlist, with the spec's setlist_feedback (and enhanced) field names. */
export interface FeedbackRecord {
  readonly id: number;
  readonly setlistId: number;
  readonly userId: string;
  readonly overallRating: number;
  readonly audienceResponse: number | null;
  readonly energyLevel: number | null;
  readonly flowRating: number | null;
  readonly whatWorked: string | null;
  readonly whatDidntWork: string | null;
  readonly venueNotes: string | null;
  readonly suggestions: string | null;
  readonly songFeedback: readonly unknown[];
  readonly venueCountry: string;
  readonly venueCity: string;
  readonly venueName: string | null;
  readonly venueType: string;
  readonly eventType: string;
  readonly eventDate: string | null;
  readonly audienceSize: number | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

interface FeedbackRow {
  id: number | string;
  setlist_id: number;
  user_id: string;
  overall_rating: number;
  audience_response: number | null;
  energy_level: number | null;
  flow_rating: number | null;
  what_worked: string | null;
  what_didnt_work: string | null;
  venue_notes: string | null;
  suggestions: string | null;
  song_feedback: unknown[];
  venue_country: string;
  venue_city: string;
  venue_name: string | null;
  venue_type: string;
  event_type: string;
  event_date: string | null;
  audience_size: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const toFeedback = (row: FeedbackRow): FeedbackRecord => ({
  id: Number(row.id),
  setlistId: Number(row.setlist_id),
  userId: row.user_id,
  overallRating: row.overall_rating,
  audienceResponse: row.audience_response,
  energyLevel: row.energy_level,
  flowRating: row.flow_rating,
  whatWorked: row.what_worked,
  whatDidntWork: row.what_didnt_work,
  venueNotes: row.venue_notes,
  suggestions: row.suggestions,
  songFeedback: row.song_feedback,
  venueCountry: row.venue_country,
  venueCity: row.venue_city,
  venueName: row.venue_name,
  venueType: row.venue_type,
  eventType: row.event_type,
  eventDate: row.event_date,
  audienceSize: row.audience_size,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export interface SetlistsReadModel {
  /** The setlist if it exists and belongs to the user; anyone else's is undefined, like a missing one. */
  findOwned(setlistId: number, userId: string): Promise<SetlistRecord | undefined>;
  /** The user's saved setlists, newest first (generated drafts never saved are not listed). */
  listSaved(userId: string): Promise<SetlistRecord[]>;
  /** A setlist its owner shared, by its public id. */
  findShared(shareableId: string): Promise<SetlistRecord | undefined>;
  /** The latest feedback the user gave on the setlist. */
  latestFeedback(setlistId: number, userId: string): Promise<FeedbackRecord | undefined>;
  /**
   * The user's setlist at a venue (name, and city when both sides have one, case-insensitive) that
   * was played most recently: the one with the latest feedback. Drafts and unplayed plans have none.
   */
  lastPlayedAt(
    userId: string,
    venue: { readonly name: string; readonly city: string | undefined },
  ): Promise<{ setlist: SetlistRecord; eventDate: string | null; feedbackAt: string } | undefined>;
}

export const setlistsReadModel = (database: SqlDatabase): SetlistsReadModel => ({
  findOwned: async (setlistId, userId) => {
    const { rows } = await sql<SetlistRow>`
      SELECT * FROM setlists.setlists WHERE id = ${setlistId} AND user_id = ${userId}`.execute(database.db);
    const row = rows[0];
    return row === undefined ? undefined : toRecord(row);
  },
  listSaved: async (userId) => {
    const { rows } = await sql<SetlistRow>`
      SELECT * FROM setlists.setlists WHERE user_id = ${userId} AND saved
      ORDER BY created_at DESC, id DESC`.execute(database.db);
    return rows.map(toRecord);
  },
  findShared: async (shareableId) => {
    const { rows } = await sql<SetlistRow>`
      SELECT * FROM setlists.setlists WHERE shareable_id = ${shareableId} AND is_public`.execute(database.db);
    const row = rows[0];
    return row === undefined ? undefined : toRecord(row);
  },
  lastPlayedAt: async (userId, venue) => {
    const { rows } = await sql<SetlistRow & { fb_event_date: string | null; fb_created_at: Date | string }>`
      SELECT s.*, f.event_date AS fb_event_date, f.created_at AS fb_created_at
      FROM setlists.setlists s
      JOIN LATERAL (
        SELECT event_date, created_at FROM setlists.setlist_feedback
        WHERE setlist_id = s.id AND user_id = ${userId} ORDER BY id DESC LIMIT 1
      ) f ON true
      WHERE s.user_id = ${userId}
        AND lower(btrim(s.venue_name)) = lower(${venue.name})
        AND (${venue.city ?? null}::text IS NULL OR s.venue_city IS NULL OR btrim(s.venue_city) = ''
             OR lower(btrim(s.venue_city)) = lower(${venue.city ?? null}::text))
      ORDER BY f.created_at DESC, s.id DESC
      LIMIT 1`.execute(database.db);
    const row = rows[0];
    if (row === undefined) return undefined;
    return { setlist: toRecord(row), eventDate: row.fb_event_date, feedbackAt: iso(row.fb_created_at) };
  },
  latestFeedback: async (setlistId, userId) => {
    const { rows } = await sql<FeedbackRow>`
      SELECT * FROM setlists.setlist_feedback WHERE setlist_id = ${setlistId} AND user_id = ${userId}
      ORDER BY id DESC LIMIT 1`.execute(database.db);
    const row = rows[0];
    return row === undefined ? undefined : toFeedback(row);
  },
});
