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
}

/** GET /api/setlists/can-generate (spec §3 'Quota status'). */
export interface QuotaStatus {
  isPremium?: boolean;
  isInTrial?: boolean;
  trialDaysRemaining?: number | null;
  remaining?: number | null;
  usedCount?: number | null;
  totalFree?: number | null;
}

/** One entry of GET /api/repertoires (spec §3 'Repertoire list response'). */
export interface RepertoireSummary {
  id: number;
  name: string;
  type?: string | null;
  description?: string | null;
}
