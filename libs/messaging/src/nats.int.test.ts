import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { afterEach, describe, expect, it } from "vitest";
import { describeMessageBusContract, type MessageBusFixture } from "./contract/message-bus-contract.ts";
import { rejectionOf, waitFor } from "./contract/wait-for.ts";
import { MessagingConnectionError, RequestTimeoutError } from "./errors.ts";
import { connectNatsBus, type NatsBusOptions } from "./nats.ts";
import { type MessageBus, requestSubject } from "./port.ts";
import { startSilentServer, startTcpProxy } from "./testing/tcp-proxy.ts";

const natsUrl = process.env.NATS_URL;
const skipReason = natsUrl ? "" : " (set NATS_URL to run)";

const natsFixture = (url: string) => async (): Promise<MessageBusFixture> => {
  const buses: MessageBus[] = [];
  return {
    connect: async (options = {}) => {
      const bus = await connectNatsBus({ url, name: `contract-${buses.length}`, ...options });
      buses.push(bus);
      return bus;
    },
    cleanup: async () => {
      await Promise.all(buses.map((bus) => bus.close()));
    },
  };
};

describe.skipIf(!natsUrl)(`NATS message bus${skipReason}`, () => {
  describeMessageBusContract("contract", natsFixture(natsUrl ?? ""));
});

describe("NATS start-up", () => {
  it("fails fast with a clear message when nothing listens at the URL", async () => {
    const started = Date.now();

    const error = await rejectionOf(
      connectNatsBus({ url: "nats://127.0.0.1:1", name: "test", connectTimeoutMs: 2000 }),
    );

    expect(error).toBeInstanceOf(MessagingConnectionError);
    expect((error as Error).message).toContain("nats://127.0.0.1:1");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("gives up within the connect timeout on a server that accepts TCP and never answers", async () => {
    const silent = await startSilentServer();
    const url = `nats://127.0.0.1:${silent.port}`;
    const started = Date.now();
    try {
      const error = await rejectionOf(connectNatsBus({ url, name: "test", connectTimeoutMs: 500 }));

      expect(error).toBeInstanceOf(MessagingConnectionError);
      expect((error as Error).message).toContain(url);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await silent.close();
    }
  });
});

describe.skipIf(!natsUrl)(`NATS reconnection${skipReason}`, () => {
  const target = new URL(natsUrl ?? "nats://127.0.0.1:4222");
  const Echo = Schema.Struct({ text: Schema.String });
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const connect = async (options: NatsBusOptions): Promise<MessageBus> => {
    const bus = await connectNatsBus(options);
    cleanups.push(() => bus.close());
    return bus;
  };

  const proxyToNats = async () => {
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 4222) });
    cleanups.push(() => proxy.close());
    return proxy;
  };

  it("reconnects after its connections drop, restores subscriptions and logs both events", async () => {
    const proxy = await proxyToNats();
    const proxyUrl = `nats://127.0.0.1:${proxy.port}`;
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const server = await connect({ url: proxyUrl, name: "echo-server", reconnectTimeWaitMs: 50, log });
    const client = await connect({ url: proxyUrl, name: "echo-client", reconnectTimeWaitMs: 50, log });
    const echo = requestSubject(`reconnect.${randomUUID().slice(0, 8)}.echo`, Echo, Echo);
    await server.serve(echo, async (request) => request);
    expect(await client.request(echo, { text: "before" })).toEqual({ text: "before" });

    proxy.cutConnections();

    const reconnected = (name: string) =>
      lines.some((line) => line.includes(`"${name}"`) && line.includes("reconnected"));
    await waitFor("both buses to reconnect", () => reconnected("echo-server") && reconnected("echo-client"));
    expect(lines.some((line) => line.includes('"echo-client"') && line.includes("disconnected"))).toBe(true);
    expect(await client.request(echo, { text: "after" })).toEqual({ text: "after" });
  });

  it("delivers a request made during an outage once the connection is back", async () => {
    const proxy = await proxyToNats();
    const lines: string[] = [];
    const server = await connect({ url: natsUrl ?? "", name: "echo-server" });
    const client = await connect({
      url: `nats://127.0.0.1:${proxy.port}`,
      name: "echo-client",
      reconnectTimeWaitMs: 50,
      log: (line) => lines.push(line),
    });
    const echo = requestSubject(`reconnect.${randomUUID().slice(0, 8)}.echo`, Echo, Echo);
    await server.serve(echo, async (request) => request);

    await proxy.pause();
    await waitFor("the client to notice the outage", () =>
      lines.some((line) => line.includes("disconnected")),
    );
    const duringOutage = client.request(echo, { text: "queued" }, { timeoutMs: 3000 });
    await proxy.resume();

    expect(await duringOutage).toEqual({ text: "queued" });
    expect(lines.some((line) => line.includes("reconnected"))).toBe(true);
  });

  it("times out a request when the outage outlasts it, saying NATS was unreachable", async () => {
    const proxy = await proxyToNats();
    const lines: string[] = [];
    const client = await connect({
      url: `nats://127.0.0.1:${proxy.port}`,
      name: "echo-client",
      reconnectTimeWaitMs: 50,
      log: (line) => lines.push(line),
    });
    const echo = requestSubject(`reconnect.${randomUUID().slice(0, 8)}.echo`, Echo, Echo);

    await proxy.pause();
    await waitFor("the client to notice the outage", () =>
      lines.some((line) => line.includes("disconnected")),
    );
    const error = await rejectionOf(client.request(echo, { text: "lost" }, { timeoutMs: 300 }));

    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toContain("disconnected from NATS");
  });
});
