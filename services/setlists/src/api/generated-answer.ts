import { SongSet } from "@encore/catalog";
import type { SetlistGenerated } from "@encore/contracts";
import { type LastGigAtVenue, lastGigNotice } from "../domain/last-gig-at-venue.ts";

/** A set is "on time" within this many seconds of its target (architecture §6). */
export const TIMING_TOLERANCE_SECONDS = 30;

const minutesText = (seconds: number) => {
  const minutes = Math.round(seconds / 60);
  return `${minutes} min`;
};

/**
 * What the musician should know about a generated setlist, in plain words: sets the repertoire could
 * not fill, lengths that are estimates because a song's details are unknown, and how many songs of
 * the last gig at this venue came back. Nothing for a catalog setlist that kept its timing at a new venue.
 */
export const generationNotices = (
  setlist: SetlistGenerated,
  candidateCount: number,
  lastGigHere?: LastGigAtVenue,
): string[] => {
  const fromRepertoires = setlist.brief.selectedRepertoireIds.length > 0;
  const notices: string[] = [];
  const short = setlist.sections.filter(
    (section) => section.targetSeconds - section.durationSeconds > TIMING_TOLERANCE_SECONDS,
  );
  if (short.length > 0) {
    const sets = short
      .map(
        (section) =>
          `${section.name} is ${minutesText(section.targetSeconds - section.durationSeconds)} short of its ${minutesText(section.targetSeconds)}`,
      )
      .join("; ");
    notices.push(
      fromRepertoires
        ? `Your selected repertoires have ${candidateCount} ${candidateCount === 1 ? "song" : "songs"}, not enough to fill every set: ${sets}. Add songs to the repertoires, select more of them, or shorten the sets.`
        : `Not enough suitable songs to fill every set: ${sets}.`,
    );
  }
  const estimated = setlist.sections.flatMap((section) => section.songs).filter((song) => !song.known).length;
  if (fromRepertoires && estimated > 0) {
    notices.push(
      `${estimated} ${estimated === 1 ? "song has" : "songs have"} no known length yet, so ${estimated === 1 ? "its" : "their"} time is an estimate of 3:30. Add the durations in your repertoire for exact timing.`,
    );
  }
  if (lastGigHere) {
    const before = new SongSet(lastGigHere.songs);
    const repeated = setlist.sections.flatMap((section) => section.songs).filter((song) => before.has(song));
    notices.push(lastGigNotice(lastGigHere, repeated.length));
  }
  return notices;
};

/**
 * The answer of POST /api/setlists/generate: spec section 3's generated result
 * `{id, setlist: {name, duration, sections: [{name, songs: [{title, artist, vocalist?}]}]}}`, each
 * section and song with what the engine knows (durations, targets, key, tempo, energy, reason).
 */
export const generatedAnswer = (
  setlist: SetlistGenerated,
  candidateCount?: number,
  lastGigHere?: LastGigAtVenue,
) => ({
  id: setlist.setlistId,
  /**
   * Plain words about timing the engine could not keep (e.g. a repertoire too small) and about the
   * last gig at this venue; often empty.
   */
  notices: candidateCount === undefined ? [] : generationNotices(setlist, candidateCount, lastGigHere),
  setlist: {
    name: setlist.name,
    /** Minutes. */
    duration: setlist.durationMinutes,
    sections: setlist.sections.map((section) => ({
      name: section.name,
      durationSeconds: section.durationSeconds,
      targetSeconds: section.targetSeconds,
      songs: section.songs.map((song) => ({
        title: song.title,
        artist: song.artist,
        ...(song.vocalist === undefined ? {} : { vocalist: song.vocalist }),
        durationSeconds: song.durationSeconds,
        key: song.key ?? null,
        bpm: song.bpm ?? null,
        energy: song.energy ?? null,
        reason: song.reason,
      })),
    })),
  },
});
