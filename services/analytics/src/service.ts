import type { ServiceDefinition } from "@encore/runtime";
import { venuesProjection } from "./projections/venues.ts";

/** Feedback analytics: read models built from FeedbackGiven, SetlistGenerated and SongDetected. */
export const analyticsService: ServiceDefinition = {
  name: "analytics",
  schema: "analytics",
  projections: [venuesProjection],
};
