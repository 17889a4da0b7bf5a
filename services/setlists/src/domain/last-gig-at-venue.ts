/**
 * "Don't repeat at this venue" (what musicians ask of setlist apps): when the brief names a venue,
 * the last setlist the musician played there — one with feedback, so a gig that happened, not a draft
 * or the saved setlist of the gig being planned — is looked up; the composer plays its songs less
 * (docs/decisions/0023-last-gig-at-the-venue.md) and the answer says how many came back.
 */
import type { GenerationBrief } from "@encore/contracts";
import type { SetlistRecord, SetlistsReadModel } from "../projections/setlists-read-model.ts";

export interface PlayedSong {
  readonly title: string;
  readonly artist: string;
}

export interface LastGigAtVenue {
  readonly setlistId: number;
  /** The venue as the musician named it then. */
  readonly venueName: string;
  /** The gig's day (the feedback's event date, else the day feedback was given), YYYY-MM-DD. */
  readonly playedOn: string;
  readonly songs: readonly PlayedSong[];
}

/** Finds the user's last played setlist at a venue; undefined when there is none (or it cannot say). */
export type LastGigLookup = (userId: string, brief: GenerationBrief) => Promise<LastGigAtVenue | undefined>;

/** The venue name and city to look for, trimmed; undefined when the brief names no venue. */
export const venueOf = (brief: GenerationBrief): { name: string; city: string | undefined } | undefined => {
  const name = brief.venueName?.trim() ?? "";
  if (name.length === 0) return undefined;
  const city = brief.venueCity?.trim() ?? "";
  return { name, city: city.length > 0 ? city : undefined };
};

/** Every song of a saved setlist: its own list when edited, else its sections' songs in order. */
export const playedSongs = (setlist: SetlistRecord): PlayedSong[] =>
  (setlist.songs.length > 0 ? setlist.songs : setlist.setlistContent.flatMap((section) => section.songs)).map(
    (song) => ({ title: song.title, artist: song.artist }),
  );

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day a gig was played: the date typed on the feedback form when it is one, else the feedback's day. */
export const playedOnDay = (eventDate: string | null, feedbackAt: string): string => {
  const typed = eventDate?.trim() ?? "";
  if (ISO_DAY.test(typed) && !Number.isNaN(Date.parse(`${typed}T12:00:00Z`))) return typed;
  return new Date(feedbackAt).toISOString().slice(0, 10);
};

const dayText = (day: string): string =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * The notice the generator shows: "Last time at The Granary (October 12, 2026) you played 24 songs;
 * 3 of them are in this setlist."
 */
export const lastGigNotice = (lastGig: LastGigAtVenue, repeated: number): string => {
  const played = lastGig.songs.length;
  const back =
    repeated === 0
      ? "none of them is repeated here"
      : `${repeated} of them ${repeated === 1 ? "is" : "are"} in this setlist`;
  return `Last time at ${lastGig.venueName} (${dayText(lastGig.playedOn)}) you played ${played} ${played === 1 ? "song" : "songs"}; ${back}.`;
};

/** The lookup over the setlists read model. */
export const lastGigFromReadModel =
  (readModel: Pick<SetlistsReadModel, "lastPlayedAt">): LastGigLookup =>
  async (userId, brief) => {
    const venue = venueOf(brief);
    if (venue === undefined) return undefined;
    const found = await readModel.lastPlayedAt(userId, venue);
    if (found === undefined) return undefined;
    const songs = playedSongs(found.setlist);
    if (songs.length === 0) return undefined;
    return {
      setlistId: found.setlist.id,
      venueName: found.setlist.venueName?.trim() || venue.name,
      playedOn: playedOnDay(found.eventDate, found.feedbackAt),
      songs,
    };
  };
