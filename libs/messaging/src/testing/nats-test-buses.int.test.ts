import { Schema } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { NoRespondersError } from "../errors.ts";
import { type MessageBus, requestSubject } from "../port.ts";
import { connectNatsTestBuses } from "./nats-test-buses.ts";

const natsUrl = process.env.NATS_URL;
const echo = requestSubject("test.echo", Schema.String, Schema.String);

describe.skipIf(!natsUrl)(`NATS test buses${natsUrl ? "" : " (set NATS_URL to run)"}`, () => {
  const open: MessageBus[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  it("lets a caller reach its own run's service, and no other run's", async () => {
    const ours = await connectNatsTestBuses({ url: natsUrl!, service: "echo", caller: "asker" });
    const theirs = await connectNatsTestBuses({ url: natsUrl!, service: "echo", caller: "asker" });
    open.push(ours.serviceBus, ours.callerBus, theirs.serviceBus, theirs.callerBus);
    await ours.serviceBus.serve(echo, (text) => `ours: ${text}`);

    expect(await ours.callerBus.request(echo, "hi")).toBe("ours: hi");
    await expect(theirs.callerBus.request(echo, "hi", { timeoutMs: 1000 })).rejects.toBeInstanceOf(
      NoRespondersError,
    );
  });
});
