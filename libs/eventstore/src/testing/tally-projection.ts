import { sql } from "kysely";
import { categoryOf } from "../port.ts";
import type { Projection } from "../projections/projection.ts";
import { quoteIdentifier } from "../sql/database.ts";

/**
 * A small but honest read model for tests and benchmarks: one row per event (a duplicate
 * application would violate the primary key) and a per-category tally, pre-aggregated per page.
 */
export const tallyProjection = (
  schema: string,
  options: { version?: number; eventTypes?: readonly string[]; failOn?: (data: unknown) => boolean } = {},
): Projection => {
  const s = quoteIdentifier(schema);
  return {
    name: `${schema}.tally`,
    version: options.version ?? 1,
    filter: options.eventTypes ? { eventTypes: options.eventTypes } : {},
    setup: async (trx) => {
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS ${s}.tally_events (event_id uuid PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL)`,
        )
        .execute(trx);
      await sql
        .raw(
          `CREATE TABLE IF NOT EXISTS ${s}.tally_by_category (category text PRIMARY KEY, events integer NOT NULL)`,
        )
        .execute(trx);
    },
    teardown: async (trx) => {
      await sql.raw(`DROP TABLE IF EXISTS ${s}.tally_events`).execute(trx);
      await sql.raw(`DROP TABLE IF EXISTS ${s}.tally_by_category`).execute(trx);
    },
    apply: async (trx, events) => {
      for (const event of events)
        if (options.failOn?.(event.data)) throw new Error(`cannot apply event ${event.eventId}`);
      const rows = JSON.stringify(
        events.map((e) => ({ event_id: e.eventId, stream_id: e.streamId, type: e.type })),
      );
      await sql`INSERT INTO ${sql.raw(s)}.tally_events (event_id, stream_id, type)
        SELECT event_id, stream_id, type FROM jsonb_to_recordset(${rows}::jsonb) AS r(event_id uuid, stream_id text, type text)`.execute(
        trx,
      );
      const perCategory = new Map<string, number>();
      for (const event of events)
        perCategory.set(categoryOf(event.streamId), (perCategory.get(categoryOf(event.streamId)) ?? 0) + 1);
      const tallies = JSON.stringify([...perCategory].map(([category, count]) => ({ category, count })));
      await sql`INSERT INTO ${sql.raw(s)}.tally_by_category (category, events)
        SELECT category, count FROM jsonb_to_recordset(${tallies}::jsonb) AS r(category text, count int)
        ON CONFLICT (category) DO UPDATE SET events = ${sql.raw(s)}.tally_by_category.events + excluded.events`.execute(
        trx,
      );
    },
  };
};
