export { billingConfig } from "./config.ts";
export { billingReadModels, billingService, createBillingService } from "./service.ts";
