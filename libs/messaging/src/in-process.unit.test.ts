import { Effect, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { describeMessageBusContract, type MessageBusFixture } from "./contract/message-bus-contract.ts";
import { createInProcessBus, createInProcessNetwork, inProcessMessagingLayer } from "./in-process.ts";
import type { MessageBus } from "./port.ts";
import { Messaging, requestSubject } from "./port.ts";

const inProcessFixture = async (): Promise<MessageBusFixture> => {
  const network = createInProcessNetwork();
  const buses: MessageBus[] = [];
  return {
    connect: async (options = {}) => {
      const bus = createInProcessBus({ network, ...options });
      buses.push(bus);
      return bus;
    },
    cleanup: async () => {
      await Promise.all(buses.map((bus) => bus.close()));
    },
  };
};

describeMessageBusContract("in-process message bus", inProcessFixture);

describe("in-process message bus", () => {
  it("never delivers inside the publisher's call stack", async () => {
    const bus = createInProcessBus();
    const echo = requestSubject("test.echo", Schema.String, Schema.String);
    const calls: string[] = [];
    await bus.serve(echo, async (text) => {
      calls.push(`handled ${text}`);
      return text;
    });

    const reply = bus.request(echo, "hello");
    calls.push("request returned");

    expect(await reply).toBe("hello");
    expect(calls).toEqual(["request returned", "handled hello"]);
    await bus.close();
  });

  it("keeps buses on separate networks apart", async () => {
    const [left, right] = [createInProcessBus(), createInProcessBus()];
    const echo = requestSubject("test.echo", Schema.String, Schema.String);
    await left.serve(echo, async (text) => text);

    await expect(right.request(echo, "hello")).rejects.toMatchObject({ _tag: "NoRespondersError" });
    await Promise.all([left.close(), right.close()]);
  });

  it("provides Messaging as an Effect Layer", async () => {
    const echo = requestSubject("test.echo", Schema.NumberFromString, Schema.NumberFromString);
    const program = Effect.gen(function* () {
      const bus = yield* Messaging;
      yield* Effect.promise(() => bus.serve(echo, async (n) => n * 2));
      return yield* Effect.promise(() => bus.request(echo, 21));
    });

    expect(await Effect.runPromise(Effect.provide(program, inProcessMessagingLayer()))).toBe(42);
  });
});
