/**
 * Spec §2 'Repertoires list': each card's type badge has a colour for band, vocalist/singer, event
 * and other (duo, trio, quartet and genre take the 'other' colour).
 */
export type TypeFamily = "band" | "vocalist" | "event" | "other";

export const typeFamily = (type: string | null | undefined): TypeFamily => {
  switch (type) {
    case "band":
      return "band";
    case "vocalist":
    case "singer":
      return "vocalist";
    case "event":
      return "event";
    default:
      return "other";
  }
};

export const TYPE_BADGE_CLASSES: Readonly<Record<TypeFamily, string>> = {
  band: "border-sky-500/40 bg-sky-500/15 text-sky-800 dark:text-sky-200",
  vocalist: "border-fuchsia-500/40 bg-fuchsia-500/15 text-fuchsia-800 dark:text-fuchsia-200",
  event: "border-emerald-500/40 bg-emerald-500/15 text-emerald-800 dark:text-emerald-200",
  other: "border-border bg-muted text-muted-foreground",
};

export const typeBadgeClasses = (type: string | null | undefined): string =>
  TYPE_BADGE_CLASSES[typeFamily(type)];
