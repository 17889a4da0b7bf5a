import type { SetlistGenerated } from "@encore/contracts";

/**
 * The answer of POST /api/setlists/generate: spec section 3's generated result
 * `{id, setlist: {name, duration, sections: [{name, songs: [{title, artist, vocalist?}]}]}}`, each
 * section and song with what the engine knows (durations, targets, key, tempo, energy, reason).
 */
export const generatedAnswer = (setlist: SetlistGenerated) => ({
  id: setlist.setlistId,
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
