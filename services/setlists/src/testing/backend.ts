/**
 * The backend the setlists API suites call as the gateway forwards requests: one in-memory PGlite
 * and the in-process bus, billing's real service beside setlists (and repertoire's when asked for),
 * started before the file's tests and stopped after them.
 */
import { createBillingService } from "@encore/billing";
import { createPostgresEventStore, type EventStore, openPglite, type SqlDatabase } from "@encore/eventstore";
import { createInProcessBus, type MessageBus } from "@encore/messaging";
import { createRepertoireService } from "@encore/repertoire";
import {
  generateInternalSecret,
  type RunningService,
  type ServiceDefinition,
  startService,
} from "@encore/runtime";
import { afterAll, beforeAll } from "vitest";
import { createSetlistsService, type SetlistsOptions } from "../service.ts";
import { registerMusician, signedInAs } from "./musicians.ts";

export interface Backend {
  readonly database: SqlDatabase;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly internalSecret: string;
  readonly billing: RunningService;
  /** Started only with `repertoire: true`. */
  readonly repertoire: RunningService;
  readonly setlists: RunningService;
  /** A musician registered a minute ago, once billing knows the account. */
  registerUser(): Promise<string>;
  /** Another service on the same database (and this bus unless given), stopped first after the tests. */
  startExtra(definition: ServiceDefinition, onBus?: MessageBus): Promise<RunningService>;
  /** A request to `service`'s app, signed in as `userId` when given, with `body` as JSON. */
  request(
    service: RunningService,
    method: string,
    path: string,
    options?: {
      readonly userId?: string;
      readonly body?: unknown;
      readonly headers?: Record<string, string>;
    },
  ): Promise<Response>;
}

export const useBackend = (options: {
  readonly freeSetlistsPerMonth: number;
  readonly setlists?: Omit<SetlistsOptions, "log">;
  readonly repertoire?: boolean;
}): Backend => {
  const internalSecret = generateInternalSecret();
  const extras: RunningService[] = [];
  const started: {
    database?: SqlDatabase;
    store?: EventStore;
    bus?: MessageBus;
    billing?: RunningService;
    repertoire?: RunningService;
    setlists?: RunningService;
  } = {};
  const quiet = () => undefined;

  beforeAll(async () => {
    started.database = await openPglite();
    started.store = await createPostgresEventStore({ database: started.database });
    started.bus = createInProcessBus();
    const base = {
      store: started.store,
      database: started.database,
      bus: started.bus,
      internalSecret,
      log: quiet,
    };
    started.billing = await startService(
      createBillingService({ trialDays: 0, freeSetlistsPerMonth: options.freeSetlistsPerMonth }),
      base,
    );
    if (options.repertoire)
      started.repertoire = await startService(createRepertoireService({ log: quiet }), base);
    started.setlists = await startService(createSetlistsService({ ...options.setlists, log: quiet }), base);
  });
  afterAll(async () => {
    for (const service of extras) await service.stop();
    await started.setlists?.stop();
    await started.repertoire?.stop();
    await started.billing?.stop();
    await started.bus?.close();
    await started.store?.close();
    await started.database?.close();
  });

  return {
    get database() {
      return started.database!;
    },
    get store() {
      return started.store!;
    },
    get bus() {
      return started.bus!;
    },
    internalSecret,
    get billing() {
      return started.billing!;
    },
    get repertoire() {
      return started.repertoire!;
    },
    get setlists() {
      return started.setlists!;
    },
    registerUser: () => registerMusician(started.store!, started.billing!),
    startExtra: async (definition, onBus = started.bus!) => {
      const service = await startService(definition, {
        store: started.store!,
        database: started.database!,
        bus: onBus,
        internalSecret,
        log: quiet,
      });
      extras.push(service);
      return service;
    },
    request: async (service, method, path, { userId, body, headers } = {}) =>
      service.app.request(path, {
        method,
        headers: {
          ...headers,
          ...(userId ? signedInAs(userId, internalSecret) : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
};

/** An answer as the suites read it: the status, the headers, the bytes, and the body as JSON when it is JSON. */
export const readAnswer = async <Body = Record<string, unknown>>(response: Response) => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let body = {} as Body;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes)) as Body;
  } catch {
    body = {} as Body;
  }
  return { status: response.status, headers: response.headers, body, bytes };
};
