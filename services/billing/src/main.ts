import { runDistributedService } from "@encore/runtime";
import { billingService } from "./service.ts";

// Distributed mode: this service as its own process, configured from the environment.
runDistributedService(billingService);
