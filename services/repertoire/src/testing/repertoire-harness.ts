/**
 * The repertoire service as the gateway serves it, for integration tests: the real gateway app (its
 * body limits and JSON checks) in front of the service started by startService, on one PGlite (or a
 * given database) with the in-process bus (or a given one). Identity is a stand-in that vouches for
 * `Authorization: Bearer <user id>`.
 */
import {
  comparePositions,
  createPostgresEventStore,
  type EventStore,
  makePosition,
  openPglite,
  type Position,
  type SqlDatabase,
  START,
} from "@encore/eventstore";
import { createInProcessBus, type MessageBus } from "@encore/messaging";
import {
  generateInternalSecret,
  type RunningService,
  signUserAssertion,
  startService,
  USER_ASSERTION_HEADER,
} from "@encore/runtime";
import { sql } from "kysely";
import { createGatewayApp } from "../../../gateway/src/gateway-app.ts";
import type { IdentityEdge } from "../../../gateway/src/identity/edge.ts";
import type { ServiceEndpoint } from "../../../gateway/src/routing/service-endpoint.ts";
import type { DetectionWorker } from "../detection/detection-worker.ts";
import type { SongDetector } from "../detection/detector.ts";
import { createRepertoireService } from "../service.ts";

export const PUBLIC_URL = "https://encore.example";

export interface Harness {
  readonly database: SqlDatabase;
  readonly store: EventStore;
  readonly bus: MessageBus;
  readonly service: RunningService;
  readonly worker: () => DetectionWorker;
  call(
    method: string,
    path: string,
    options?: { readonly userId?: string; readonly body?: unknown; readonly rawBody?: string },
    // biome-ignore lint/suspicious/noExplicitAny: tests read JSON answers of many shapes
  ): Promise<{ status: number; headers: Headers; body: any; bytes: Uint8Array }>;
  /** Waits until detection and the read models have handled every event in the store. */
  settle(): Promise<void>;
  /** The position of the last committed event. */
  lastAppended(): Promise<Position>;
  stop(): Promise<void>;
}

const unavailable = (name: string): ServiceEndpoint => ({
  name,
  fetch: async () => Response.json({ error: `${name} is not part of this test` }, { status: 503 }),
  ready: async () => ({ ready: true, detail: {} }),
  status: async () => ({}),
});

export const startHarness = async (
  options: {
    readonly detector?: SongDetector;
    readonly database?: SqlDatabase;
    readonly store?: EventStore;
    readonly bus?: MessageBus;
  } = {},
): Promise<Harness> => {
  const database = options.database ?? (await openPglite());
  const store = options.store ?? (await createPostgresEventStore({ database }));
  const bus = options.bus ?? createInProcessBus();
  const internalSecret = generateInternalSecret();
  let worker: DetectionWorker | undefined;
  const service = await startService(
    createRepertoireService({
      log: process.env.DEBUG_REPERTOIRE ? (line) => console.log(line) : () => undefined,
      publicUrl: PUBLIC_URL,
      ...(options.detector ? { detector: options.detector } : {}),
      onDetectionWorker: (started) => {
        worker = started;
      },
    }),
    { store, database, bus, internalSecret, log: () => undefined },
  );
  const identity: IdentityEdge = {
    name: "identity",
    handles: () => false,
    fetch: async () => new Response(null, { status: 404 }),
    vouch: async (headers) => {
      const bearer = /^Bearer (.+)$/.exec(headers.get("authorization") ?? "")?.[1];
      headers.delete("authorization");
      if (bearer)
        headers.set(
          USER_ASSERTION_HEADER,
          signUserAssertion({ id: bearer, email: `${bearer}@example.com` }, internalSecret),
        );
    },
    ready: async () => ({ ready: true, detail: {} }),
    status: async () => ({}),
  };
  const gateway = createGatewayApp({
    services: {
      repertoire: {
        name: "repertoire",
        fetch: async (request) => service.app.fetch(request),
        ready: async () => ({ ready: true, detail: await service.ready() }),
        status: () => service.status(),
      },
      setlists: unavailable("setlists"),
      billing: unavailable("billing"),
      analytics: unavailable("analytics"),
    },
    identity,
  });

  const call: Harness["call"] = async (method, path, callOptions = {}) => {
    const headers: Record<string, string> = {};
    if (callOptions.userId) headers.authorization = `Bearer ${callOptions.userId}`;
    const body =
      callOptions.rawBody ?? (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body));
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await gateway.request(`http://encore.test${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    let parsed: unknown = {};
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      parsed = {};
    }
    return { status: response.status, headers: response.headers, body: parsed, bytes };
  };

  /**
   * The last committed event, read plainly: on PGlite one connection serves every caller, so
   * `headPosition` may run inside another caller's open transaction and see an older head.
   */
  const lastAppended = async (): Promise<Position> => {
    const { rows } = await sql<{ tx: string; gp: string }>`
      SELECT tx_id::text AS tx, global_position::text AS gp FROM eventstore.events
      ORDER BY tx_id DESC, global_position DESC LIMIT 1`.execute(database.db);
    return rows[0] ? makePosition(rows[0].tx, rows[0].gp) : START;
  };

  const settle = async () => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const head = await lastAppended();
      const detected = worker ? comparePositions(await worker.position(), head) >= 0 : true;
      if (detected && (await service.runner.waitForPosition(head, 5000))) {
        if (comparePositions(await lastAppended(), head) === 0) return;
      } else await store.waitForAppend(50);
    }
    throw new Error("detection and read models did not catch up within 30 s");
  };

  return {
    database,
    store,
    bus,
    service,
    worker: () => {
      if (!worker) throw new Error("the detection worker did not start");
      return worker;
    },
    call,
    settle,
    lastAppended,
    stop: async () => {
      await service.stop();
      if (!options.bus) await bus.close();
      if (!options.store) await store.close();
      if (!options.database) await database.close();
    },
  };
};
