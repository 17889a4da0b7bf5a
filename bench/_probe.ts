import { createPostgresEventStore, openPostgres } from "@encore/eventstore";
import pg from "pg";
import { feedbackEvent } from "./events.ts";

const stats = new Map<string, { n: number; ms: number }>();
const orig = pg.Client.prototype.query as any;
(pg.Client.prototype as any).query = function (this: any, ...args: any[]) {
  const text: string = typeof args[0] === "string" ? args[0] : (args[0]?.text ?? "?");
  const key = text.trim().replace(/\s+/g, " ").slice(0, 60);
  const s = performance.now();
  const r = orig.apply(this, args);
  if (r && typeof r.then === "function") {
    return r.finally(() => {
      const e = stats.get(key) ?? { n: 0, ms: 0 };
      e.n++;
      e.ms += performance.now() - s;
      stats.set(key, e);
    });
  }
  return r;
};
const db = await openPostgres("postgres://postgres@127.0.0.1:5432/test", 10);
const store = await createPostgresEventStore({ database: db, schema: "bench_probe_es" });
try {
  const B = Number(process.env.B ?? 1000);
  const N = Number(process.env.N ?? 20);
  const events = Array.from({ length: N }, (_, i) =>
    Array.from({ length: B }, (_, j) => feedbackEvent(i * B + j)),
  );
  for (let i = 0; i < 20; i++) await store.append(`setlist-w${i}`, [feedbackEvent(i)]);
  stats.clear();
  const s = performance.now();
  let i = 0;
  for (const e of events) await store.append(`setlist-${i++}`, e);
  const ms = performance.now() - s;
  console.log("append avg", (ms / events.length).toFixed(2), "ms", "rate", Math.round((N * B * 1000) / ms));
  for (const [k, v] of stats)
    console.log((v.ms / v.n).toFixed(3).padStart(8), "ms avg", String(v.n).padStart(5), k);
} finally {
  await db.runScript("drop schema bench_probe_es cascade");
  await store.close();
  await db.close();
}
