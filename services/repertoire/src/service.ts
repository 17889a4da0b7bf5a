import type { ServiceDefinition } from "@encore/runtime";

/** Repertoires, their songs, bulk import and song-detail detection. */
export const repertoireService: ServiceDefinition = {
  name: "repertoire",
  schema: "repertoire",
  projections: [],
};
