/**
 * `GET /api/insights/songs?country=&city=&venueType=&eventType=`: the signed-in musician's best and
 * worst songs for a context, from their own feedback only. Every parameter is optional; a venue or
 * event type that is not one of the spec's values answers 400 naming it.
 */
import { EVENT_TYPES, type InsightContext, VENUE_TYPES } from "@encore/contracts";
import { currentUser, requireUser } from "@encore/runtime";
import { Hono } from "hono";
import type { Insights } from "../insights/insights.ts";

export const INSIGHTS_PATH = "/api/insights/songs";

/** Longest place name a query may carry. */
const MAX_PLACE_LENGTH = 100;

type ContextResult =
  | { readonly ok: true; readonly context: InsightContext }
  | { readonly ok: false; readonly field: string; readonly message: string };

const optional = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The context a query names; pure, so every refusal is tested without HTTP. */
export const readInsightContext = (query: Readonly<Record<string, string | undefined>>): ContextResult => {
  const country = optional(query.country);
  const city = optional(query.city);
  const venueType = optional(query.venueType);
  const eventType = optional(query.eventType);
  for (const [field, value] of [
    ["country", country],
    ["city", city],
  ] as const) {
    if (value !== null && value.length > MAX_PLACE_LENGTH)
      return { ok: false, field, message: `must be at most ${MAX_PLACE_LENGTH} characters` };
  }
  if (venueType !== null && !(VENUE_TYPES as readonly string[]).includes(venueType))
    return { ok: false, field: "venueType", message: `must be one of ${VENUE_TYPES.join(", ")}` };
  if (eventType !== null && !(EVENT_TYPES as readonly string[]).includes(eventType))
    return { ok: false, field: "eventType", message: `must be one of ${EVENT_TYPES.join(", ")}` };
  return { ok: true, context: { country, city, venueType, eventType } };
};

export const insightsApi = (insights: Insights, now: () => Date): Hono => {
  const app = new Hono();
  app.get(INSIGHTS_PATH, requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const read = readInsightContext(c.req.query());
    if (!read.ok)
      return c.json(
        { error: `${read.field}: ${read.message}`, issues: [{ path: read.field, message: read.message }] },
        400,
      );
    const user = currentUser(c)!;
    return c.json(await insights.forUser(user.id, read.context, now()));
  });
  return app;
};
