import { distributedServiceLayer, runMain } from "@encore/runtime";
import { loadBillingSettings } from "./config.ts";
import { createBillingService } from "./service.ts";

// Distributed mode: this service as its own process, configured from the environment.
runMain(() => distributedServiceLayer(createBillingService(loadBillingSettings())), "encore billing");
