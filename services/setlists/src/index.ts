export { setlistsService } from "./service.ts";
