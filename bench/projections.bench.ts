/**
 * Projection rebuilds over a seeded store: `reset(name)`, then `processNextPage` until caught up.
 * The store's `readAll` and the projection's `apply` are wrapped with timers, so each figure comes
 * with where its time went: reading `$all`, applying the page, and the rest of the runner's
 * transaction (BEGIN, checkpoint read FOR UPDATE, checkpoint update, COMMIT).
 */
import {
  countRows,
  createProjectionRunner,
  type EventStore,
  type Projection,
  quoteIdentifier,
  START,
} from "@encore/eventstore";
import { tallyProjection } from "../libs/eventstore/src/testing/tally-projection.ts";
import { venuesFromFeedback, venuesProjection } from "../services/analytics/src/projections/venues.ts";
import type { Backend } from "./backends.ts";
import { DISTINCT_VENUES } from "./events.ts";
import type { Measurement } from "./results.ts";
import { describeStatements, profileSql } from "./sql-profile.ts";
import { formatSeconds, formatShare, ratePerSecond } from "./stats.ts";

type Report = (measurement: Measurement) => void;

interface Timers {
  readMs: number;
  applyMs: number;
  pages: number;
}

const timedStore = (store: EventStore, timers: Timers): EventStore => ({
  ...store,
  readAll: async (options) => {
    const started = performance.now();
    try {
      return await store.readAll(options);
    } finally {
      timers.readMs += performance.now() - started;
      timers.pages++;
    }
  },
});

const timedProjection = (projection: Projection, timers: Timers): Projection => ({
  ...projection,
  apply: async (trx, events) => {
    const started = performance.now();
    try {
      await projection.apply(trx, events);
    } finally {
      timers.applyMs += performance.now() - started;
    }
  },
});

/** CPU time of the venues projection's decoding (Effect Schema per event), measured on its own. */
const venuesDecodeMs = async (store: EventStore, pageSize: number) => {
  let from = START;
  let decodeMs = 0;
  for (;;) {
    const page = await store.readAll({ from, maxCount: pageSize, filter: venuesProjection.filter });
    const started = performance.now();
    venuesFromFeedback(page.events);
    decodeMs += performance.now() - started;
    from = page.next;
    if (page.isEnd) return decodeMs;
  }
};

interface Case {
  readonly key: "venues" | "tally";
  readonly label: string;
  readonly projection: Projection;
  readonly table: string;
  readonly expectedRows: number;
}

export const benchRebuilds = async (
  backend: Backend,
  store: EventStore,
  seededEvents: number,
  pageSizes: readonly number[],
  report: Report,
) => {
  const schema = backend.schema("projections");
  const cases: Case[] = [];
  if (backend.mayUseAnalyticsSchema) {
    await backend.database.runScript("CREATE SCHEMA IF NOT EXISTS analytics");
    cases.push({
      key: "venues",
      label: "analytics venuesProjection",
      projection: venuesProjection,
      table: "analytics.venues",
      expectedRows: Math.min(DISTINCT_VENUES, seededEvents),
    });
  } else {
    console.log(`  ${backend.name}: schema 'analytics' already exists here; venues rebuild skipped`);
  }
  cases.push({
    key: "tally",
    label: "tally projection (1 row per event)",
    projection: tallyProjection(schema),
    table: `${quoteIdentifier(schema)}.tally_events`,
    expectedRows: seededEvents,
  });

  for (const { key, label, projection, table, expectedRows } of cases) {
    for (const pageSize of pageSizes) {
      const timers: Timers = { readMs: 0, applyMs: 0, pages: 0 };
      const runner = createProjectionRunner({
        store: timedStore(store, timers),
        database: backend.database,
        schema,
        projections: [timedProjection(projection, timers)],
        pageSize,
        log: () => undefined,
      });
      await runner.prepare();
      timers.readMs = 0;
      timers.applyMs = 0;
      timers.pages = 0;

      const started = performance.now();
      const rebuild = async () => {
        await runner.reset(projection.name);
        let applied = 0;
        for (;;) {
          const outcome = await runner.processNextPage(projection.name);
          applied += outcome.applied;
          if (outcome.caughtUp) return applied;
        }
      };
      const { result: applied, stats } =
        backend.name === "PostgreSQL"
          ? await profileSql(rebuild)
          : { result: await rebuild(), stats: undefined };
      const elapsedMs = performance.now() - started;

      if (applied !== seededEvents)
        throw new Error(`${key} rebuild applied ${applied}, expected ${seededEvents}`);
      const rows = await countRows(backend.database, table);
      if (rows !== expectedRows)
        throw new Error(`${key} rebuild left ${rows} rows in ${table}, expected ${expectedRows}`);

      const decodeMs = key === "venues" ? await venuesDecodeMs(store, pageSize) : undefined;
      const restMs = Math.max(0, elapsedMs - timers.readMs - timers.applyMs);
      const decodeNote =
        decodeMs === undefined
          ? ""
          : `; Schema decode ≈ ${formatSeconds(decodeMs)}, SQL ≈ ${formatSeconds(Math.max(0, timers.applyMs - decodeMs))}`;
      report({
        backend: backend.name,
        group: "rebuild",
        id: `rebuild.${key}.page${pageSize}`,
        label: `rebuild ${label}, pages of ${pageSize}`,
        events: applied,
        elapsedMs,
        rate: ratePerSecond(applied, elapsedMs),
        breakdown:
          `${timers.pages} pages: readAll ${formatSeconds(timers.readMs)} (${formatShare(timers.readMs, elapsedMs)}) · ` +
          `apply ${formatSeconds(timers.applyMs)} (${formatShare(timers.applyMs, elapsedMs)}${decodeNote}) · ` +
          `tx + checkpoint + reset ${formatSeconds(restMs)} (${formatShare(restMs, elapsedMs)})` +
          (stats
            ? `. Per statement: ${describeStatements(stats, elapsedMs, { count: timers.pages, unit: "page" }, 7)}`
            : ""),
      });
    }
  }
};
