export { billingService } from "./service.ts";
