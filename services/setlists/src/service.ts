import type { ServiceDefinition } from "@encore/runtime";

/** Generation, saved setlists, folders, editing, sharing, export and the inspiration library. */
export const setlistsService: ServiceDefinition = { name: "setlists", schema: "setlists", projections: [] };
