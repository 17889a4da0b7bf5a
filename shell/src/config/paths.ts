import { matchPath } from "react-router";

/** The addresses of Encore's screens (spec §2). */
export const paths = {
  home: "/",
  savedSetlists: "/saved-setlists",
  setlist: "/setlist/:id",
  subscription: "/subscription",
  repertoires: "/repertoires",
  newRepertoire: "/repertoires/new",
  editRepertoire: "/repertoires/:id/edit",
  repertoire: "/repertoires/:id",
  inspiration: "/inspiration",
  submitSetlist: "/submit-setlist",
  signUp: "/auth",
  login: "/login",
  accountHelp: "/account-help",
  help: "/help",
  resetPassword: "/reset-password",
  editSetlist: "/edit-setlist/:id",
  sharedSetlist: "/shared/:shareableId",
  sharedRepertoire: "/shared/repertoire/:shareableId",
  /** Not in the spec: what audiences thought of a musician's songs (mfe-library, issue 7). */
  insights: "/insights",
} as const;

/** Spec §2 'Route access': these need a signed-in musician; a visitor sees the login-required screen. */
export const protectedPatterns: readonly string[] = [
  paths.home,
  paths.savedSetlists,
  paths.subscription,
  paths.repertoires,
  paths.newRepertoire,
  paths.editRepertoire,
  paths.repertoire,
  paths.setlist,
  paths.insights,
];

/** Spec §2 'Route access': open to visitors. */
export const openPatterns: readonly string[] = [
  paths.inspiration,
  paths.submitSetlist,
  paths.signUp,
  paths.login,
  paths.accountHelp,
  paths.help,
  paths.resetPassword,
  paths.editSetlist,
  paths.sharedSetlist,
  paths.sharedRepertoire,
];

export interface ProductRoute {
  pattern: string;
  requiresSignIn: boolean;
}

/** The screen of the spec that an address belongs to, or null when Encore has no such page. */
export const findProductRoute = (pathname: string): ProductRoute | null => {
  const hit = (patterns: readonly string[]) =>
    patterns.find((pattern) => matchPath({ path: pattern, end: true }, pathname));
  const guarded = hit(protectedPatterns);
  if (guarded) return { pattern: guarded, requiresSignIn: true };
  const open = hit(openPatterns);
  return open ? { pattern: open, requiresSignIn: false } : null;
};

/** Whether a route path (as a remote declares it, e.g. `/setlist/:setlistId`) needs sign-in. */
export const pathRequiresSignIn = (routePath: string): boolean => {
  const shape = (path: string) => path.replace(/:[^/]+/g, ":").replace(/\/+$/, "") || "/";
  return protectedPatterns.some((pattern) => shape(pattern) === shape(routePath));
};
