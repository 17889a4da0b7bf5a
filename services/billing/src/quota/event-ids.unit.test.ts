import { Uuid } from "@encore/contracts";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { eventIdFor } from "./event-ids.ts";

describe("eventIdFor", () => {
  it("gives one valid UUID per fact, always the same", () => {
    const id = eventIdFor("quota-42/GenerationReserved/abc");
    expect(Schema.is(Uuid)(id)).toBe(true);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(eventIdFor("quota-42/GenerationReserved/abc")).toBe(id);
    expect(eventIdFor("quota-42/GenerationReleased/abc")).not.toBe(id);
  });
});
