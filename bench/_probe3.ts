import pg from "pg";
import { feedbackEvent } from "./events.ts";

const c = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/test" });
await c.connect();
const events = Array.from({ length: 1000 }, (_, i) => feedbackEvent(i));
const payload = JSON.stringify(
  events.map((event, index) => ({
    event_id: event.eventId,
    type: event.type,
    schema_version: 1,
    data: event.data,
    metadata: event.metadata,
    revision: index,
  })),
);
const exec = async (label: string, q: string, params: unknown[]) => {
  const xs: number[] = [];
  for (let i = 0; i < 9; i++) {
    const r = await c.query(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) ${q}`, params);
    const lines = r.rows
      .map((x: any) => x["QUERY PLAN"])
      .filter((l: string) => /^(Execution|Planning) Time/.test(l));
    xs.push(lines.reduce((a: number, l: string) => a + Number(/([\d.]+) ms/.exec(l)![1]), 0));
  }
  xs.sort((a, b) => a - b);
  console.log(label.padEnd(50), "server plan+exec median", xs[4]!.toFixed(2), "min", xs[0]!.toFixed(2));
};
await exec("text -> jsonb cast of 1MB", "select jsonb_typeof($1::text::jsonb)", [payload]);
await exec("text -> json cast of 1MB", "select json_typeof($1::text::json)", [payload]);
await exec(
  "jsonb_to_recordset from text",
  "select count(*) from jsonb_to_recordset($1::text::jsonb) AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)",
  [payload],
);
await exec(
  "json_to_recordset from text (data jsonb)",
  "select count(*) from json_to_recordset($1::text::json) AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)",
  [payload],
);
await exec(
  "json_to_recordset, data json->jsonb materialized",
  "select sum(length(data::text)) from json_to_recordset($1::text::json) AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)",
  [payload],
);
await exec(
  "jsonb_to_recordset, data materialized",
  "select sum(length(data::text)) from jsonb_to_recordset($1::text::jsonb) AS e(event_id uuid, type text, schema_version int, data jsonb, metadata jsonb, revision bigint)",
  [payload],
);
await c.end();
