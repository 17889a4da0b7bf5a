export { analyticsService } from "./service.ts";
