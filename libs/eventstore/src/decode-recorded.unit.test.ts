import { decodeEvent, encodeEvent } from "@encore/contracts";
import { exampleUserRegistered } from "@encore/contracts/examples";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { decodePage, decodeRecordedEvent, decodeRecordedEvents } from "./decode-recorded.ts";
import { makePosition, type RecordedEvent } from "./port.ts";

const recordedAt = (revision: number, stored: Pick<RecordedEvent, "type" | "schemaVersion" | "data">) => ({
  eventId: `event-${revision}`,
  streamId: "user-7f3c",
  revision,
  ...stored,
  metadata: {},
  position: makePosition(1, revision + 1),
  createdAt: new Date(0),
});

const registered = recordedAt(0, Result.getOrThrow(encodeEvent("UserRegistered", exampleUserRegistered)));
const unknown = recordedAt(1, { type: "NoSuchEvent", schemaVersion: 1, data: {} });

describe("decoding stored events", () => {
  it("decodes one stored event", () => {
    expect(decodeRecordedEvent(registered)).toEqual({ type: "UserRegistered", data: exampleUserRegistered });
  });

  it("pairs each stored event with its domain event", () => {
    expect(decodeRecordedEvents([registered])).toEqual([
      { recorded: registered, event: { type: "UserRegistered", data: exampleUserRegistered } },
    ]);
  });

  it("gives a page's domain events in order", () => {
    expect(decodePage([registered, registered])).toEqual([
      { type: "UserRegistered", data: exampleUserRegistered },
      { type: "UserRegistered", data: exampleUserRegistered },
    ]);
  });

  it("stops the page at an event that does not decode, naming its type and id", () => {
    const failure = decodeEvent(unknown);
    if (Result.isSuccess(failure)) throw new Error("expected NoSuchEvent not to decode");
    const message = `NoSuchEvent event-1: ${failure.failure.message}`;
    expect(() => decodeRecordedEvent(unknown)).toThrow(message);
    expect(() => decodeRecordedEvents([registered, unknown])).toThrow(message);
    expect(() => decodePage([registered, unknown])).toThrow(message);
  });
});
