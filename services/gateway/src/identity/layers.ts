import { InternalSecret, ReadModelDatabase, runningServiceEffect } from "@encore/runtime";
import { Effect } from "effect";
import { identityEdge } from "./edge.ts";
import { ResetMailerService } from "./mail/reset-mailer.ts";
import { identityService } from "./service.ts";

/**
 * Starts identity on the process's layers (read-model database, event store, messaging, internal
 * secret, reset mailer) and gives the gateway its edge. Stops with the surrounding scope.
 */
export const identityEdgeEffect = (config: {
  readonly publicUrl: string;
  readonly sessionTtlDays: number;
  readonly trustProxy: boolean;
}) =>
  Effect.gen(function* () {
    const mailer = yield* ResetMailerService;
    const database = yield* ReadModelDatabase;
    const internalSecret = yield* InternalSecret;
    const service = yield* runningServiceEffect(identityService({ ...config, mailer }));
    yield* Effect.sync(() => console.log(`[identity] ${mailer.description}`));
    return identityEdge({ service, database, internalSecret });
  });
