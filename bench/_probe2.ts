import { eventStoreDdl } from "@encore/eventstore";
import pg from "pg";
import { feedbackEvent } from "./events.ts";

const c = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
await c.connect();
const S = "bench_probe2";
await c.query(eventStoreDdl(S));
const mk = (k: number) => {
  const events = Array.from({ length: 1000 }, (_, i) => feedbackEvent(k * 1000 + i));
  const t = performance.now();
  const payload = JSON.stringify(
    events.map((event, index) => ({
      event_id: event.eventId,
      type: event.type,
      schema_version: event.schemaVersion ?? 1,
      data: event.data,
      metadata: event.metadata,
      revision: index,
    })),
  );
  return { payload, ms: performance.now() - t };
};
const insert = (
  explain: string,
) => `${explain} INSERT INTO ${S}.events (stream_id, stream_revision, event_id, type, schema_version, data, metadata)
        SELECT $1, e.revision, e.event_id, e.type, e.schema_version, e.data, e.metadata
        FROM jsonb_to_recordset($2::jsonb)
          AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)
        ORDER BY e.revision
        RETURNING tx_id::text, global_position::text, stream_revision::int`;
try {
  for (let k = 0; k < 5; k++) {
    const { payload } = mk(k);
    await c.query(insert(""), [`setlist-w${k}`, payload]);
  }
  const { payload, ms } = mk(100);
  console.log("stringify ms", ms.toFixed(2), "bytes", payload.length);
  const r = await c.query(insert("EXPLAIN (ANALYZE, BUFFERS, WAL)"), [`setlist-x`, payload]);
  console.log(r.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
  // parse-only cost
  const t = performance.now();
  const { payload: p2 } = mk(101);
  const r2 = await c.query(
    `EXPLAIN ANALYZE SELECT count(*) FROM jsonb_to_recordset($1::jsonb) AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)`,
    [p2],
  );
  console.log(
    r2.rows.map((x: any) => x["QUERY PLAN"]).join("\n"),
    "client total",
    (performance.now() - t).toFixed(1),
  );
  // without secondary indexes
  for (const idx of ["events_type_order", "events_category_order", "events_all_order"])
    await c.query(`DROP INDEX ${S}.${idx}`);
  const times: number[] = [];
  for (let k = 200; k < 205; k++) {
    const { payload } = mk(k);
    const t = performance.now();
    await c.query(insert(""), [`setlist-y${k}`, payload]);
    times.push(performance.now() - t);
  }
  console.log("insert w/o 3 order indexes ms", times.map((x) => x.toFixed(1)).join(" "));
  await c.query(`ALTER TABLE ${S}.events DROP CONSTRAINT events_event_id_key`);
  const times2: number[] = [];
  for (let k = 300; k < 305; k++) {
    const { payload } = mk(k);
    const t = performance.now();
    await c.query(insert(""), [`setlist-z${k}`, payload]);
    times2.push(performance.now() - t);
  }
  console.log("insert also w/o event_id unique ms", times2.map((x) => x.toFixed(1)).join(" "));
} finally {
  await c.query(`drop schema ${S} cascade`);
  await c.end();
}
