import {
  createProjectionRunner,
  type EventStore,
  type Position,
  type Projection,
  type ProjectionRunner,
  type ProjectionStatus,
  type SqlDatabase,
} from "@encore/eventstore";
import type { MessageBus, Subscription } from "@encore/messaging";
import { Hono } from "hono";
import { sql } from "kysely";
import { trustedUser } from "./trusted-user.ts";

/** What every service gets from its host: the same in embedded and distributed mode. */
export interface ServiceDependencies {
  readonly store: EventStore;
  readonly database: SqlDatabase;
  readonly bus: MessageBus;
  /** Read-your-writes: bounded wait until this service's projections have passed a position. */
  readonly waitForProjections: (position: Position, timeoutMs?: number) => Promise<boolean>;
  readonly now: () => Date;
}

/** A service as the host sees it: its schema, read models, HTTP routes and message handlers. */
export interface ServiceDefinition {
  readonly name: string;
  /** PostgreSQL schema of its read models and checkpoints. */
  readonly schema: string;
  readonly projections: readonly Projection[];
  /** HTTP routes under /api, given the dependencies. */
  readonly routes?: (dependencies: ServiceDependencies) => Hono;
  /** NATS (or in-process) handlers: request/reply it answers, topics it listens to. */
  readonly serveMessages?: (dependencies: ServiceDependencies) => Promise<readonly Subscription[]>;
  /** Background work beside the projections (e.g. a checkpointed subscription that appends events). */
  readonly workers?: (dependencies: ServiceDependencies) => Promise<readonly BackgroundWorker[]>;
}

/** A started background worker of a service; stopped before the projections when the service stops. */
export interface BackgroundWorker {
  readonly name: string;
  stop(): Promise<void>;
}

export interface RunningService {
  readonly name: string;
  /** The whole HTTP surface of the service: /api routes plus /health, /ready and /ops/status. */
  readonly app: Hono;
  readonly runner: ProjectionRunner;
  status(): Promise<ServiceStatus>;
  ready(): Promise<Readiness>;
  stop(): Promise<void>;
}

export interface ServiceStatus {
  readonly service: string;
  readonly store: string;
  readonly projections: readonly ProjectionStatus[];
}

export interface Readiness {
  readonly ready: boolean;
  readonly checks: Readonly<Record<string, "ok" | string>>;
}

const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

const check = async (probe: () => Promise<unknown>): Promise<"ok" | string> => {
  try {
    await probe();
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

/**
 * Starts a service on the dependencies it is given: prepares and follows its projections,
 * serves its messages, and builds its HTTP app. Embedded mode calls `app.fetch` directly;
 * distributed mode listens on a port with it.
 */
export const startService = async (
  definition: ServiceDefinition,
  base: {
    store: EventStore;
    database: SqlDatabase;
    bus: MessageBus;
    /** Verifies the gateway's `x-encore-user` header, so routes can use `currentUser(c)` / `requireUser`. */
    internalSecret: string;
    now?: () => Date;
    log?: (line: string) => void;
  },
): Promise<RunningService> => {
  const log = base.log ?? ((line: string) => console.log(`[${definition.name}] ${line}`));
  const runner = createProjectionRunner({
    store: base.store,
    database: base.database,
    schema: definition.schema,
    projections: definition.projections,
    log,
  });
  const dependencies: ServiceDependencies = {
    store: base.store,
    database: base.database,
    bus: base.bus,
    now: base.now ?? (() => new Date()),
    waitForProjections: (position, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS) =>
      runner.waitForPosition(position, timeoutMs),
  };
  await runner.start();
  const subscriptions = (await definition.serveMessages?.(dependencies)) ?? [];
  const workers = (await definition.workers?.(dependencies)) ?? [];

  const status = async (): Promise<ServiceStatus> => ({
    service: definition.name,
    store: base.store.name,
    projections: await runner.status(),
  });
  const ready = async (): Promise<Readiness> => {
    const checks = {
      database: await check(() => sql`SELECT 1`.execute(base.database.db)),
      eventStore: await check(() => base.store.headPosition()),
    };
    return { ready: Object.values(checks).every((result) => result === "ok"), checks };
  };

  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok", service: definition.name }));
  app.get("/ready", async (c) => {
    const readiness = await ready();
    return c.json({ service: definition.name, ...readiness }, readiness.ready ? 200 : 503);
  });
  app.get("/ops/status", async (c) => c.json(await status()));
  app.use("/api/*", trustedUser(base.internalSecret, dependencies.now));
  if (definition.routes) app.route("/", definition.routes(dependencies));
  app.notFound((c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    log(`${c.req.method} ${c.req.path} failed: ${error.stack ?? error.message}`);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  return {
    name: definition.name,
    app,
    runner,
    status,
    ready,
    stop: async () => {
      await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
      await Promise.all(workers.map((worker) => worker.stop()));
      await runner.stop();
    },
  };
};
