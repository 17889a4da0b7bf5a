/** The generated result of POST /api/setlists/generate (spec §3, with Encore's real timings). */
export interface GeneratedSong {
  title: string;
  artist: string;
  vocalist?: string | null;
  durationSeconds?: number;
  key?: string | null;
  bpm?: number | null;
  energy?: number | null;
  reason?: string | null;
}

export interface GeneratedSection {
  name: string;
  durationSeconds?: number;
  targetSeconds?: number;
  songs: GeneratedSong[];
}

export interface GeneratedSetlist {
  name: string;
  /** Minutes. */
  duration: number;
  sections: GeneratedSection[];
}

export interface GenerateResponse {
  id: number | string;
  setlist: GeneratedSetlist;
  /** Plain words about timing the engine could not keep (e.g. a repertoire too small to fill the sets). */
  notices?: string[];
}

/** One entry of GET /api/repertoires (spec §3 'Repertoire list response'). */
export interface RepertoireSummary {
  id: number;
  name: string;
  type?: string | null;
  description?: string | null;
}
