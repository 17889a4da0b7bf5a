export { repertoireService } from "./service.ts";
