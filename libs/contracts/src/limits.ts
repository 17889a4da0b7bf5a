/** Business limits of spec section 9, shared by schemas, the engine and the UIs. */

export const MIN_SETS = 1;
export const MAX_SETS = 5;
export const DEFAULT_NUMBER_OF_SETS = 1;

/**
 * A set lasts 1-180 minutes. The spec gives two readings (the form's input allows 1-180, its shared
 * schema says 15-180); we take the input's, so a 10-minute acoustic slot is a valid brief.
 */
export const MIN_SET_MINUTES = 1;
export const MAX_SET_MINUTES = 180;
export const DEFAULT_SET_MINUTES = 60;

export const MAX_VOCALISTS = 5;

export const MIN_SONG_SECONDS = 1;
export const MAX_SONG_SECONDS = 1800;

export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const DEFAULT_RATING = 5;

/** Song energy as the engine and repertoire songs carry it. */
export const MIN_ENERGY = 1;
export const MAX_ENERGY = 10;

export const SHAREABLE_ID_LENGTH = 36;
export const DEFAULT_FOLDER = "General";

export const FREE_SETLISTS = 3;
export const TRIAL_DAYS = 7;

export const MIN_PASSWORD_LENGTH = 6;

/** What the quick feedback form sends for the venue's city and country it does not ask for. */
export const UNKNOWN_PLACE = "Unknown";
