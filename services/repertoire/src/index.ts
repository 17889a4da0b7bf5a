export { createRepertoireService, repertoireReadModels, repertoireService } from "./service.ts";
