/** "Jan 5, 2025" (spec §2), in the musician's time zone; an unreadable date reads as empty. */
export const shortDate = (value: string | null | undefined): string => {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
};

/** "January 5, 2025": the shared page's long US date (spec §2). */
export const longDate = (value: string | null | undefined): string => {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
};

/** "wedding" → "Wedding", "private_party" → "Private party". */
export const humanise = (value: string): string => {
  const words = value.replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The duration badge: "90 minutes", "2 hours". */
export const durationBadge = (
  duration: number | null | undefined,
  durationType: string | null | undefined,
) => {
  if (typeof duration !== "number" || duration <= 0) return null;
  const unit = durationType?.trim() || "minutes";
  return `${duration} ${unit}`;
};
