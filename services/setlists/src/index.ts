export { createSetlistsService, SETLISTS_SCHEMA, setlistsReadModels, setlistsService } from "./service.ts";
