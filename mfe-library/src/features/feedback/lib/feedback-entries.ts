/**
 * Spec §4 'Edit screen': one feedback entry per song, rating 5, empty notes, reaction liked, kept in
 * step with the song list: add appends, delete removes and renumbers, reorder moves and renumbers,
 * replace updates title and artist in place. Pure functions over immutable arrays.
 */
export type AudienceReaction = "loved" | "liked" | "neutral" | "disliked";

export interface SongFeedbackEntry {
  readonly songIndex: number;
  readonly title: string;
  readonly artist: string;
  readonly rating: number;
  readonly notes: string;
  readonly audienceReaction: AudienceReaction;
}

export const DEFAULT_RATING = 5;
export const DEFAULT_REACTION: AudienceReaction = "liked";

interface Named {
  readonly title: string;
  readonly artist: string;
}

export const defaultEntry = (song: Named, songIndex: number): SongFeedbackEntry => ({
  songIndex,
  title: song.title,
  artist: song.artist,
  rating: DEFAULT_RATING,
  notes: "",
  audienceReaction: DEFAULT_REACTION,
});

const renumber = (entries: readonly SongFeedbackEntry[]): SongFeedbackEntry[] =>
  entries.map((entry, songIndex) => (entry.songIndex === songIndex ? entry : { ...entry, songIndex }));

export const entriesFor = (songs: readonly Named[]): SongFeedbackEntry[] => songs.map(defaultEntry);

export const addEntry = (entries: readonly SongFeedbackEntry[], song: Named): SongFeedbackEntry[] => [
  ...entries,
  defaultEntry(song, entries.length),
];

export const removeEntry = (entries: readonly SongFeedbackEntry[], index: number): SongFeedbackEntry[] =>
  index < 0 || index >= entries.length ? [...entries] : renumber(entries.filter((_, i) => i !== index));

/** Moves the item at `from` to `to` (array positions); out-of-range moves change nothing. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
};

export const moveEntry = (
  entries: readonly SongFeedbackEntry[],
  from: number,
  to: number,
): SongFeedbackEntry[] => renumber(moveItem(entries, from, to));

export const replaceEntry = (
  entries: readonly SongFeedbackEntry[],
  index: number,
  song: Named,
): SongFeedbackEntry[] =>
  entries.map((entry, i) => (i === index ? { ...entry, title: song.title, artist: song.artist } : entry));

/**
 * Saved feedback overwrites the form (spec §4): its entries are used where they match a song by
 * position, title and artist; the rest keep the defaults so there is still one entry per song.
 */
export const mergeSavedEntries = (
  songs: readonly Named[],
  saved: readonly Partial<SongFeedbackEntry>[] | null | undefined,
): SongFeedbackEntry[] =>
  songs.map((song, songIndex) => {
    const found = (saved ?? []).find(
      (entry) => entry.songIndex === songIndex && entry.title === song.title && entry.artist === song.artist,
    );
    return found
      ? {
          ...defaultEntry(song, songIndex),
          ...(typeof found.rating === "number" ? { rating: found.rating } : {}),
          ...(typeof found.notes === "string" ? { notes: found.notes } : {}),
          ...(found.audienceReaction ? { audienceReaction: found.audienceReaction } : {}),
        }
      : defaultEntry(song, songIndex);
  });
