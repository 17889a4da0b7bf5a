/**
 * `setlists.setlists`: the spec's setlists (section 3), one row per generated setlist, `saved` once
 * the user saved it; and `setlists.setlist_feedback`, one row per FeedbackGiven. Each page of events
 * is folded into its net effect first, so a page becomes a handful of statements (insert, update,
 * delete, feedback insert) however many events it holds.
 */
import {
  DEFAULT_FOLDER,
  type DomainEvent,
  type EditedSection,
  EventMetadata,
  type FeedbackGiven,
  type SetlistGenerated,
  type SetlistSection,
} from "@encore/contracts";
import { decodeRecordedEvents, type Projection, type RecordedEvent } from "@encore/eventstore";
import { Schema } from "effect";
import { sql } from "kysely";
import { VERSIONED_EVENT_TYPES } from "../domain/setlist.ts";

export const SETLISTS_TABLE = "setlists.setlists";

/** A row as stored (jsonb columns hold what `contentOf` wrote). */
export interface SetlistRowInsert {
  id: number;
  user_id: string;
  name: string;
  event_type: string;
  audience_type: string;
  duration: number;
  number_of_sets: number;
  set_durations: readonly number[];
  vocalists: readonly unknown[];
  horn_section: boolean;
  energy_flow: string;
  must_have_songs: readonly string[];
  song_requests: readonly string[];
  special_notes: string | null;
  act_name: string | null;
  act_type: string | null;
  setlist_content: readonly unknown[];
  venue: string | null;
  venue_country: string | null;
  venue_city: string | null;
  venue_name: string | null;
  venue_type: string | null;
  composer: string;
  seed: number;
  created_at: string;
  folder: string;
  saved: boolean;
  saved_at: string | null;
  songs: readonly unknown[];
  is_public: boolean;
  shareable_id: string | null;
  version: number;
}

export const minutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

const songView = <S extends { readonly durationSeconds: number }>(song: S) => ({
  ...song,
  durationMinutes: minutes(song.durationSeconds),
});

/**
 * Sections as the spec's clients read them: the event's fields plus `durationMinutes` on sections
 * and songs (the shared page sums section durationMinutes). Edited sections get their total here.
 */
export const contentOf = (sections: ReadonlyArray<SetlistSection | EditedSection>) =>
  sections.map((section) => {
    const durationSeconds = section.songs.reduce((sum, song) => sum + song.durationSeconds, 0);
    return {
      ...section,
      durationSeconds,
      durationMinutes: minutes(durationSeconds),
      songs: section.songs.map(songView),
    };
  });

/** An edited setlist's own song list (spec: `songs`), the sections flattened in order. */
export const songsOf = (sections: readonly EditedSection[]) =>
  sections.flatMap((section) => section.songs.map(songView));

const decodeMetadata = Schema.decodeUnknownOption(EventMetadata);

const occurredAt = (recorded: RecordedEvent): string => {
  const metadata = decodeMetadata(recorded.metadata);
  return metadata._tag === "Some" ? metadata.value.occurredAt : recorded.createdAt.toISOString();
};

const rowOf = (data: SetlistGenerated, createdAt: string, version: number): SetlistRowInsert => {
  const { brief } = data;
  return {
    id: data.setlistId,
    user_id: data.userId,
    name: data.name,
    event_type: brief.eventType,
    audience_type: brief.audienceType,
    duration: data.durationMinutes,
    number_of_sets: brief.numberOfSets,
    set_durations: brief.setDurations,
    vocalists: brief.vocalists,
    horn_section: brief.hornSection,
    energy_flow: brief.energyFlow,
    must_have_songs: brief.mustHaveSongs,
    song_requests: brief.songRequests,
    special_notes: brief.specialNotes ?? null,
    act_name: brief.actName ?? null,
    act_type: brief.actType ?? null,
    setlist_content: contentOf(data.sections),
    venue: brief.venueName ?? null,
    venue_country: brief.venueCountry ?? null,
    venue_city: brief.venueCity ?? null,
    venue_name: brief.venueName ?? null,
    venue_type: brief.venueType ?? null,
    composer: data.composer,
    seed: data.seed,
    created_at: createdAt,
    folder: DEFAULT_FOLDER,
    saved: false,
    saved_at: null,
    songs: [],
    is_public: false,
    shareable_id: null,
    version,
  };
};

interface RowUpdate {
  id: number;
  name?: string;
  folder?: string;
  saved?: boolean;
  saved_at?: string;
  songs?: readonly unknown[];
  setlist_content?: readonly unknown[];
  is_public?: boolean;
  shareable_id?: string;
  version?: number;
}

/** A `setlists.setlist_feedback` row (spec section 3's setlist_feedback, with the venue it names). */
export interface FeedbackRowInsert {
  event_id: string;
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
  song_feedback: FeedbackGiven["songFeedback"];
  venue_country: string;
  venue_city: string;
  venue_name: string | null;
  venue_type: string;
  event_type: string;
  event_date: string | null;
  audience_size: number | null;
  created_at: string;
}

const feedbackRowOf = (eventId: string, data: FeedbackGiven, createdAt: string): FeedbackRowInsert => ({
  event_id: eventId,
  setlist_id: data.setlistId,
  user_id: data.userId,
  overall_rating: data.overallRating,
  audience_response: data.audienceResponse ?? null,
  energy_level: data.energyLevel ?? null,
  flow_rating: data.flowRating ?? null,
  what_worked: data.whatWorked ?? null,
  what_didnt_work: data.whatDidntWork ?? null,
  venue_notes: data.venueNotes ?? null,
  suggestions: data.suggestions ?? null,
  song_feedback: data.songFeedback,
  venue_country: data.venue.country,
  venue_city: data.venue.city,
  venue_name: data.venue.name ?? null,
  venue_type: data.venue.venueType,
  event_type: data.eventType,
  event_date: data.eventDate ?? null,
  audience_size: data.audienceSize ?? null,
  created_at: createdAt,
});

/** The net effect of a page: rows to insert (later events folded in), updates to others, deletions. */
export const foldPage = (
  events: ReadonlyArray<{ readonly recorded: RecordedEvent; readonly event: DomainEvent }>,
) => {
  const inserts = new Map<number, SetlistRowInsert>();
  const updates = new Map<number, RowUpdate>();
  const deletes = new Set<number>();
  const feedback: FeedbackRowInsert[] = [];
  const change = (id: number, patch: Omit<RowUpdate, "id">) => {
    const inserted = inserts.get(id);
    if (inserted) Object.assign(inserted, patch);
    else updates.set(id, { ...updates.get(id), ...patch, id });
  };
  for (const { recorded, event } of events) {
    const versioned = VERSIONED_EVENT_TYPES.has(event.type) ? { version: recorded.revision } : {};
    switch (event.type) {
      case "SetlistGenerated":
        inserts.set(event.data.setlistId, rowOf(event.data, occurredAt(recorded), recorded.revision));
        break;
      case "SetlistSaved":
        change(event.data.setlistId, {
          name: event.data.name,
          saved: true,
          saved_at: event.data.savedAt,
          ...versioned,
        });
        break;
      case "SetlistRenamed":
        change(event.data.setlistId, { name: event.data.name, ...versioned });
        break;
      case "SetlistEdited":
        change(event.data.setlistId, {
          name: event.data.name,
          songs: songsOf(event.data.sections),
          setlist_content: contentOf(event.data.sections),
          ...versioned,
        });
        break;
      case "SetlistShared":
        change(event.data.setlistId, { is_public: true, shareable_id: event.data.shareableId });
        break;
      case "FeedbackGiven":
        feedback.push(feedbackRowOf(recorded.eventId, event.data, occurredAt(recorded)));
        break;
      case "SetlistMovedToFolder":
        change(event.data.setlistId, { folder: event.data.folder });
        break;
      case "SetlistDeleted":
        inserts.delete(event.data.setlistId);
        updates.delete(event.data.setlistId);
        deletes.add(event.data.setlistId);
        break;
      default:
        break;
    }
  }
  return {
    inserts: [...inserts.values()],
    updates: [...updates.values()],
    deletes: [...deletes],
    feedback,
  };
};

export const setlistsProjection: Projection = {
  name: "setlists.setlists",
  // 2: edits, shares, feedback and the edit version.
  version: 2,
  filter: {
    eventTypes: [
      "SetlistGenerated",
      "SetlistSaved",
      "SetlistRenamed",
      "SetlistMovedToFolder",
      "SetlistEdited",
      "SetlistShared",
      "SetlistDeleted",
      "FeedbackGiven",
    ],
  },
  setup: async (trx) => {
    await sql`CREATE TABLE IF NOT EXISTS setlists.setlists (
      id integer PRIMARY KEY,
      name text NOT NULL,
      event_type text NOT NULL,
      audience_type text NOT NULL,
      duration integer NOT NULL,
      duration_type text NOT NULL DEFAULT 'minutes',
      number_of_sets integer NOT NULL,
      set_durations integer[] NOT NULL,
      vocalists jsonb NOT NULL DEFAULT '[]',
      horn_section boolean NOT NULL DEFAULT false,
      energy_flow text NOT NULL,
      must_have_songs text[] NOT NULL DEFAULT '{}',
      song_requests text[] NOT NULL DEFAULT '{}',
      special_notes text,
      act_name text,
      act_type text,
      setlist_content jsonb NOT NULL,
      songs jsonb NOT NULL DEFAULT '[]',
      venue text,
      genre text,
      created_at timestamptz NOT NULL,
      user_id text NOT NULL,
      folder text NOT NULL DEFAULT 'General',
      venue_country text,
      venue_city text,
      venue_name text,
      venue_type text,
      is_public boolean NOT NULL DEFAULT false,
      shareable_id varchar(36) UNIQUE,
      saved boolean NOT NULL DEFAULT false,
      saved_at timestamptz,
      composer text NOT NULL,
      seed bigint NOT NULL,
      version integer NOT NULL DEFAULT 0
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS setlists_user_saved ON setlists.setlists (user_id, saved, created_at DESC)`.execute(
      trx,
    );
    await sql`CREATE TABLE IF NOT EXISTS setlists.setlist_feedback (
      id bigserial PRIMARY KEY,
      event_id text NOT NULL UNIQUE,
      setlist_id integer NOT NULL,
      user_id text NOT NULL,
      overall_rating integer NOT NULL,
      audience_response integer,
      energy_level integer,
      flow_rating integer,
      what_worked text,
      what_didnt_work text,
      venue_notes text,
      suggestions text,
      song_feedback jsonb NOT NULL DEFAULT '[]',
      venue_country text NOT NULL,
      venue_city text NOT NULL,
      venue_name text,
      venue_type text NOT NULL,
      event_type text NOT NULL,
      event_date text,
      audience_size integer,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(trx);
    await sql`CREATE INDEX IF NOT EXISTS setlist_feedback_setlist ON setlists.setlist_feedback (setlist_id, id DESC)`.execute(
      trx,
    );
  },
  teardown: async (trx) => {
    // Only the read models: the id sequence (setlists.setlist_ids) outlives rebuilds.
    await sql`DROP TABLE IF EXISTS setlists.setlist_feedback`.execute(trx);
    await sql`DROP TABLE IF EXISTS setlists.setlists`.execute(trx);
  },
  apply: async (trx, events) => {
    const { inserts, updates, deletes, feedback } = foldPage(decodeRecordedEvents(events));
    if (inserts.length > 0) {
      await sql`
        INSERT INTO setlists.setlists (
          id, user_id, name, event_type, audience_type, duration, number_of_sets, set_durations, vocalists,
          horn_section, energy_flow, must_have_songs, song_requests, special_notes, act_name, act_type,
          setlist_content, venue, venue_country, venue_city, venue_name, venue_type, composer, seed,
          created_at, folder, saved, saved_at, songs, is_public, shareable_id, version)
        SELECT
          r.id, r.user_id, r.name, r.event_type, r.audience_type, r.duration, r.number_of_sets,
          ARRAY(SELECT jsonb_array_elements_text(r.set_durations)::integer), r.vocalists,
          r.horn_section, r.energy_flow,
          ARRAY(SELECT jsonb_array_elements_text(r.must_have_songs)),
          ARRAY(SELECT jsonb_array_elements_text(r.song_requests)),
          r.special_notes, r.act_name, r.act_type,
          r.setlist_content, r.venue, r.venue_country, r.venue_city, r.venue_name, r.venue_type, r.composer, r.seed,
          r.created_at::timestamptz, r.folder, r.saved, r.saved_at::timestamptz, r.songs, r.is_public,
          r.shareable_id, r.version
        FROM jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) AS r(
          id integer, user_id text, name text, event_type text, audience_type text, duration integer,
          number_of_sets integer, set_durations jsonb, vocalists jsonb, horn_section boolean, energy_flow text,
          must_have_songs jsonb, song_requests jsonb, special_notes text, act_name text, act_type text,
          setlist_content jsonb, venue text, venue_country text, venue_city text, venue_name text, venue_type text,
          composer text, seed bigint, created_at text, folder text, saved boolean, saved_at text, songs jsonb,
          is_public boolean, shareable_id text, version integer)
        ON CONFLICT (id) DO NOTHING`.execute(trx);
    }
    if (updates.length > 0) {
      await sql`
        UPDATE setlists.setlists AS s SET
          name = COALESCE(r.name, s.name),
          folder = COALESCE(r.folder, s.folder),
          saved = COALESCE(r.saved, s.saved),
          saved_at = COALESCE(r.saved_at::timestamptz, s.saved_at),
          songs = COALESCE(r.songs, s.songs),
          setlist_content = COALESCE(r.setlist_content, s.setlist_content),
          is_public = COALESCE(r.is_public, s.is_public),
          shareable_id = COALESCE(r.shareable_id, s.shareable_id),
          version = COALESCE(r.version, s.version)
        FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
          AS r(id integer, name text, folder text, saved boolean, saved_at text, songs jsonb,
            setlist_content jsonb, is_public boolean, shareable_id text, version integer)
        WHERE s.id = r.id`.execute(trx);
    }
    if (feedback.length > 0) {
      await sql`
        INSERT INTO setlists.setlist_feedback (
          event_id, setlist_id, user_id, overall_rating, audience_response, energy_level, flow_rating,
          what_worked, what_didnt_work, venue_notes, suggestions, song_feedback, venue_country, venue_city,
          venue_name, venue_type, event_type, event_date, audience_size, created_at, updated_at)
        SELECT
          r.event_id, r.setlist_id, r.user_id, r.overall_rating, r.audience_response, r.energy_level,
          r.flow_rating, r.what_worked, r.what_didnt_work, r.venue_notes, r.suggestions, r.song_feedback,
          r.venue_country, r.venue_city, r.venue_name, r.venue_type, r.event_type, r.event_date,
          r.audience_size, r.created_at::timestamptz, r.created_at::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(feedback.map((row, ord) => ({ ...row, ord })))}::jsonb) AS r(
          event_id text, setlist_id integer, user_id text, overall_rating integer, audience_response integer,
          energy_level integer, flow_rating integer, what_worked text, what_didnt_work text, venue_notes text,
          suggestions text, song_feedback jsonb, venue_country text, venue_city text, venue_name text,
          venue_type text, event_type text, event_date text, audience_size integer, created_at text, ord integer)
        ORDER BY r.ord
        ON CONFLICT (event_id) DO NOTHING`.execute(trx);
    }
    if (deletes.length > 0) {
      await sql`DELETE FROM setlists.setlist_feedback WHERE setlist_id = ANY(${deletes}::integer[])`.execute(
        trx,
      );
      await sql`DELETE FROM setlists.setlists WHERE id = ANY(${deletes}::integer[])`.execute(trx);
    }
  },
};
