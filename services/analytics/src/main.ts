import { runDistributedService } from "@encore/runtime";
import { analyticsService } from "./service.ts";

// Distributed mode: this service as its own process, configured from the environment.
runDistributedService(analyticsService);
