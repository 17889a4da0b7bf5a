import { createPostgresEventStore, openPostgres, START } from "@encore/eventstore";
import pg from "pg";
import { seedFeedback } from "./events.ts";

const url = "postgres://postgres@127.0.0.1:5432/test";
let captured: { text: string; values: unknown[] } | undefined;
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, ...args: any[]) {
  const cfg = args[0];
  if (cfg && typeof cfg === "object" && typeof cfg.text === "string" && cfg.text.includes("WITH bound"))
    captured = { text: cfg.text, values: cfg.values };
  else if (typeof cfg === "string" && cfg.includes("WITH bound")) captured = { text: cfg, values: args[1] };
  return orig.apply(this, args);
};
const db = await openPostgres(url, 10);
const S = "bench_probe4";
const store = await createPostgresEventStore({ database: db, schema: S });
const c = new pg.Client({ connectionString: url });
await c.connect();
try {
  await seedFeedback(store, 20000);
  const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
  let from = START;
  let mid = START;
  for (let i = 0; ; i++) {
    const p = await store.readAll({ from, maxCount: 1000 });
    from = p.next;
    if (i === 5) mid = from;
    if (p.isEnd) break;
  }
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const s = performance.now();
    await store.readAll({ from: mid, maxCount: 1000 });
    times.push(performance.now() - s);
  }
  console.log("store.readAll page of 1000 from middle: median ms", med(times));
  await store.readAll({ from: mid, maxCount: 1000 });
  const { text, values } = captured!;
  console.log(text.replace(/\s+/g, " ").slice(0, 200), values);
  const r = await c.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
  console.log(r.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
  const time = async (label: string, t: string) => {
    const xs: number[] = [];
    for (let i = 0; i < 9; i++) {
      const s = performance.now();
      await c.query(t, values);
      xs.push(performance.now() - s);
    }
    console.log(label.padEnd(55), "median ms", med(xs));
  };
  await time("raw pg same query (JSON.parse + Date parse)", text);
  await time(
    "raw pg same query, data/metadata ::text",
    text
      .replace("e.data, e.metadata", "e.data::text, e.metadata::text")
      .replace("NULL::jsonb, NULL::jsonb", "NULL::text, NULL::text"),
  );
  await time(
    "raw pg same query, no data/metadata",
    text.replace("e.data, e.metadata", "1, 1").replace("NULL::jsonb, NULL::jsonb", "NULL::int, NULL::int"),
  );
} finally {
  await store.close();
  await db.runScript(`drop schema ${S} cascade`);
  await db.close();
  await c.end();
}
