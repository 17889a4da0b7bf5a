/** The name a musician would keep: "Wedding Setlist – 2 × 45 min", or the act's name first. */
import { EVENT_TYPE_LABELS, type GenerationBrief } from "@encore/contracts";

export const setlistName = (brief: GenerationBrief): string => {
  const minutes = brief.setDurations;
  const allSame = minutes.every((value) => value === minutes[0]);
  const timing = allSame ? `${minutes.length} × ${minutes[0]} min` : `${minutes.join(" + ")} min`;
  const event = EVENT_TYPE_LABELS[brief.eventType];
  const act = brief.actName?.trim();
  return act ? `${act} – ${event} – ${timing}` : `${event} Setlist – ${timing}`;
};
