/**
 * How Encore recognises a song from what a musician (or a streaming service, or a spreadsheet) types:
 * case, accents, punctuation, "&"/"and", "feat. …", and version suffixes such as " - Remastered 2011",
 * "(Live)", "[Radio Edit]" or " - From "Frozen"" do not matter. Pure functions, reused across Encore.
 */

/** Words that mark a bracketed or dash-separated chunk as a version note rather than part of a title. */
const VERSION_WORDS =
  /\b(remaster(ed)?|live|version|edit|mix|remix|mono|stereo|single|radio|album|acoustic|unplugged|demo|deluxe|bonus|explicit|clean|original|soundtrack|anniversary|edition|recording|session|extended|from|feat|ft|featuring|with|re-?recorded|taylor's|bbc|mtv|motion picture|\d{4})\b/i;

const fold = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-");

const squash = (text: string): string =>
  text
    .replace(/&|\+/g, " and ")
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");

/** Removes "(Live)", "[Remastered 2009]", "(feat. X)" and " - 2011 Remaster"-like chunks, keeping "(Sittin' On)". */
export function stripVersionNotes(text: string): string {
  let out = fold(text);
  // bracketed notes anywhere
  out = out.replace(/\s*[([]([^)\]]*)[)\]]/g, (chunk, inner: string) =>
    VERSION_WORDS.test(inner) ? "" : chunk,
  );
  // " - Remastered 2011", " - Live at Wembley", " - From "Top Gun"": every dash chunk that reads like a version note
  const parts = out.split(/\s+-\s+/);
  while (parts.length > 1 && VERSION_WORDS.test(parts[parts.length - 1] ?? "")) parts.pop();
  out = parts.join(" - ");
  // a trailing "feat. X" without brackets
  out = out.replace(/\s+(feat\.?|ft\.?|featuring)\s+.*$/i, "");
  return out.trim();
}

/** The comparable form of a title: "(I Can't Get No) Satisfaction - Mono" → "i cant get no satisfaction". */
export function normaliseTitle(title: string): string {
  return squash(stripVersionNotes(title));
}

/** The title with every bracketed part dropped: "(I Can't Get No) Satisfaction" → "satisfaction". */
export function bareTitle(title: string): string {
  return squash(stripVersionNotes(title).replace(/\s*[([][^)\]]*[)\]]/g, " "));
}

/**
 * The comparable form of an artist: leading "The", "feat. …" and accents dropped, "&" read as "and":
 * "The Beatles" → "beatles", "Mark Ronson feat. Bruno Mars" → "mark ronson", "Simon & Garfunkel" → "simon and garfunkel".
 */
export function normaliseArtist(artist: string): string {
  const folded = fold(artist)
    .replace(/\s*[([]\s*(feat\.?|ft\.?|featuring|with)\s[^)\]]*[)\]]/g, "")
    .replace(/\s+(feat\.?|ft\.?|featuring)\s+.*$/, "");
  return squash(folded).replace(/^the /, "");
}

/** The first credited artist of "A, B & C" / "A x B" / "A and B" (for lists that credit several). */
export function leadArtist(artist: string): string {
  const normalised = normaliseArtist(artist);
  return normalised.split(/ and | x | vs | with /)[0]?.trim() ?? normalised;
}

/**
 * Every act named in a credit, normalised: "Mark Ronson & Amy Winehouse" → ["mark ronson",
 * "amy winehouse"], "Calvin Harris feat. Rihanna" → ["calvin harris", "rihanna"].
 */
export function creditedArtists(artist: string): string[] {
  const folded = fold(artist)
    .replace(/[([]\s*(feat\.?|ft\.?|featuring|with)\s/g, " , ")
    .replace(/[)\]]/g, " ");
  return folded
    .split(/\s*(?:,|&|\+|\band\b|\bx\b|\bvs\.?|\bwith\b|\bfeat\.?|\bft\.?|\bfeaturing\b)\s*/)
    .map((part) => squash(part).replace(/^the /, ""))
    .filter((part) => part.length > 0);
}

/** One key per recording: normalised title and artist. */
export function songMatchKey(title: string, artist: string): string {
  return `${normaliseTitle(title)}|${normaliseArtist(artist)}`;
}

/** Whether two artist credits name the same act (exactly, or one credit is the other plus guests). */
export function sameArtist(a: string, b: string): boolean {
  const x = normaliseArtist(a);
  const y = normaliseArtist(b);
  if (x === y) return true;
  if (x.length === 0 || y.length === 0) return false;
  const startsWithWord = (long: string, short: string) => long === short || long.startsWith(`${short} `);
  return startsWithWord(x, y) || startsWithWord(y, x) || leadArtist(a) === leadArtist(b);
}

/**
 * The readings of a typed line as (title, artist) pairs, most likely first:
 * "Title - Artist", "Artist - Title", "Title by Artist", "Artist: Title", or a title alone (artist "").
 */
export function readSongLine(text: string): Array<{ readonly title: string; readonly artist: string }> {
  const line = fold(text).replace(/\s+/g, " ").trim();
  const readings: Array<{ title: string; artist: string }> = [];
  const add = (title: string, artist: string) => {
    const t = title.trim();
    const a = artist.trim();
    if (t.length > 0) readings.push({ title: t, artist: a });
  };
  // every " - " split point (titles may carry a version note after another dash)
  const dashParts = line.split(/\s+-\s+/);
  for (let i = 1; i < dashParts.length; i++) {
    const left = dashParts.slice(0, i).join(" - ");
    const right = dashParts.slice(i).join(" - ");
    add(left, right);
    add(right, left);
  }
  const by = /^(.*\S)\s+by\s+(\S.*)$/.exec(line);
  if (by) add(by[1] ?? "", by[2] ?? "");
  const colon = /^([^:]+):\s*(.+)$/.exec(line);
  if (colon) {
    add(colon[2] ?? "", colon[1] ?? "");
    add(colon[1] ?? "", colon[2] ?? "");
  }
  add(line, "");
  return readings;
}
