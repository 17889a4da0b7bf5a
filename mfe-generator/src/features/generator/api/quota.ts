/**
 * The quota query's key. mfe-billing's quota banner (shown here in a remote slot) reads it; a
 * generation invalidates it so the banner refreshes at once (spec §4).
 */
export const CAN_GENERATE_URL = "/api/setlists/can-generate";
