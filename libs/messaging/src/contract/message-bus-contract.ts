/**
 * One contract for every MessageBus adapter. A fixture stands for one transport (a NATS server, an
 * in-process network) and connects as many buses to it as a test needs: queue groups are only honest
 * across several connections.
 */
import { randomUUID } from "node:crypto";
import { Schema } from "effect";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  InvalidMessageError,
  MessageBusClosedError,
  NoRespondersError,
  RemoteHandlerError,
  RequestTimeoutError,
} from "../errors.ts";
import { type MessageBus, requestSubject, topic } from "../port.ts";
import { rejectionOf, waitFor } from "./wait-for.ts";

export interface ConnectOptions {
  readonly log?: (line: string) => void;
}

export interface MessageBusFixture {
  /** A new bus (its own connection) on the transport this fixture stands for. */
  connect(options?: ConnectOptions): Promise<MessageBus>;
  /** Closes every bus it connected and anything else it started. */
  cleanup(): Promise<void>;
}

const QuoteRequest = Schema.Struct({ eventDate: Schema.DateFromString, sets: Schema.Number });
const QuoteResponse = Schema.Struct({ fee: Schema.NumberFromString, weekday: Schema.Number });
const LooseQuoteRequest = Schema.Struct({ eventDate: Schema.String, sets: Schema.String });
const Served = Schema.Struct({ servedBy: Schema.String, n: Schema.Number });
const Ticket = Schema.Struct({ n: Schema.Number });
const SetlistSaved = Schema.Struct({ setlistId: Schema.String, savedAt: Schema.DateFromString });
const Counted = Schema.Struct({ count: Schema.Number });
const LooseCounted = Schema.Struct({ count: Schema.String });

const saturday = new Date("2026-06-20T18:00:00.000Z");

class QuotaExceeded extends Error {
  readonly _tag = "QuotaExceeded";
}

const gate = () => {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

const range = (length: number): number[] => Array.from({ length }, (_, n) => n);

const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

export const describeMessageBusContract = (name: string, makeFixture: () => Promise<MessageBusFixture>) => {
  describe(name, () => {
    let fixture: MessageBusFixture;
    let prefix: string;
    const subject = (suffix: string) => `${prefix}.${suffix}`;
    const quoteSubject = () => requestSubject(subject("quote"), QuoteRequest, QuoteResponse);

    beforeEach(async () => {
      fixture = await makeFixture();
      // Unique subjects per test: concurrent runs against one NATS server never see each other's messages.
      prefix = `contract.${randomUUID().slice(0, 8)}`;
    });

    afterEach(async () => {
      await fixture.cleanup();
    });

    describe("request/reply", () => {
      it("decodes the request for the handler and the response for the caller", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        const received: unknown[] = [];
        await server.serve(quote, async (request) => {
          received.push(request.eventDate);
          return { fee: request.sets * 250, weekday: request.eventDate.getUTCDay() };
        });

        const response = await client.request(quote, { eventDate: saturday, sets: 3 });

        expect(response).toEqual({ fee: 750, weekday: 6 });
        expect(received).toEqual([saturday]);
        expect(received[0]).toBeInstanceOf(Date);
      });

      it("puts the Schema-encoded value on the wire as JSON", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        const raw = requestSubject(quote.name, Schema.Unknown, Schema.Unknown);
        const onTheWire: unknown[] = [];
        await server.serve(raw, async (request) => {
          onTheWire.push(request);
          return { fee: "1200", weekday: 6 };
        });

        const response = await client.request(quote, { eventDate: saturday, sets: 2 });

        expect(onTheWire).toEqual([{ eventDate: "2026-06-20T18:00:00.000Z", sets: 2 }]);
        expect(response.fee).toBe(1200);
      });

      it("propagates a handler's tagged error as RemoteHandlerError with its tag and message", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        await server.serve(quote, async (request) => {
          if (request.sets > 4) throw new QuotaExceeded("No generations left this month");
          throw new Error("read model unavailable");
        });

        const tagged = await rejectionOf(client.request(quote, { eventDate: saturday, sets: 5 }));
        const untagged = await rejectionOf(client.request(quote, { eventDate: saturday, sets: 1 }));

        expect(tagged).toBeInstanceOf(RemoteHandlerError);
        expect(tagged).toMatchObject({
          _tag: "RemoteHandlerError",
          subject: quote.name,
          remoteTag: "QuotaExceeded",
          remoteMessage: "No generations left this month",
        });
        expect((tagged as Error).message).toContain(quote.name);
        expect(untagged).toMatchObject({
          remoteTag: "HandlerFailed",
          remoteMessage: "read model unavailable",
        });
      });

      it("refuses an invalid request payload before sending it, naming the subject and the field", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        let calls = 0;
        await server.serve(quote, async () => {
          calls += 1;
          return { fee: 1, weekday: 1 };
        });
        const badPayload = { eventDate: saturday, sets: "three" } as unknown as typeof QuoteRequest.Type;

        const error = await rejectionOf(client.request(quote, badPayload));

        expect(error).toBeInstanceOf(InvalidMessageError);
        expect(error).toMatchObject({ _tag: "InvalidMessageError", subject: quote.name });
        expect((error as Error).message).toContain(`"${quote.name}"`);
        expect((error as Error).message).toContain('["sets"]');
        expect(calls).toBe(0);
      });

      it("has the responder refuse a request that does not decode with its schema", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        const loose = requestSubject(quote.name, LooseQuoteRequest, QuoteResponse);
        let calls = 0;
        await server.serve(quote, async () => {
          calls += 1;
          return { fee: 1, weekday: 1 };
        });

        const error = await rejectionOf(client.request(loose, { eventDate: "2026-06-20", sets: "three" }));

        expect(error).toBeInstanceOf(InvalidMessageError);
        expect((error as Error).message).toContain("refused by the responder");
        expect((error as Error).message).toContain('["sets"]');
        expect(calls).toBe(0);
      });

      it("reports a handler's response that does not encode with the response schema", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        await server.serve(
          quote,
          async () => ({ fee: "lots", weekday: 6 }) as unknown as typeof QuoteResponse.Type,
        );

        const error = await rejectionOf(client.request(quote, { eventDate: saturday, sets: 1 }));

        expect(error).toBeInstanceOf(InvalidMessageError);
        expect((error as Error).message).toContain("response does not match its schema");
        expect((error as Error).message).toContain('["fee"]');
      });

      it("fails with NoRespondersError at once when nobody serves the subject", async () => {
        const client = await fixture.connect();
        const quote = quoteSubject();
        const started = Date.now();

        const error = await rejectionOf(
          client.request(quote, { eventDate: saturday, sets: 1 }, { timeoutMs: 10_000 }),
        );

        expect(error).toBeInstanceOf(NoRespondersError);
        expect(error).toMatchObject({ _tag: "NoRespondersError", subject: quote.name });
        expect((error as Error).message).toContain(quote.name);
        expect(Date.now() - started).toBeLessThan(5_000);
      });

      it("fails with RequestTimeoutError when the handler is slower than the timeout", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        const slowHandler = gate();
        await server.serve(quote, async () => {
          await slowHandler.opened;
          return { fee: 1, weekday: 1 };
        });

        const error = await rejectionOf(
          client.request(quote, { eventDate: saturday, sets: 1 }, { timeoutMs: 200 }),
        );
        slowHandler.open();

        expect(error).toBeInstanceOf(RequestTimeoutError);
        expect(error).toMatchObject({ _tag: "RequestTimeoutError", subject: quote.name, timeoutMs: 200 });
        expect((error as Error).message).toContain(quote.name);
        expect((error as Error).message).toContain("200 ms");
      });

      it("spreads requests over a queue group and answers each one once", async () => {
        const buses = await Promise.all(range(3).map(() => fixture.connect()));
        const [first, second, client] = buses as [MessageBus, MessageBus, MessageBus];
        const serveSubject = requestSubject(subject("serve"), Ticket, Served);
        const handled: string[] = [];
        for (const [servedBy, bus] of [
          ["first", first],
          ["second", second],
        ] as const) {
          await bus.serve(
            serveSubject,
            async ({ n }) => {
              handled.push(servedBy);
              return { servedBy, n };
            },
            { queue: "quotes" },
          );
        }

        const responses = await Promise.all(range(20).map((n) => client.request(serveSubject, { n })));

        expect(responses.map((response) => response.n)).toEqual(range(20));
        expect(handled).toHaveLength(20);
        const perServer = countBy(handled);
        expect(perServer.get("first")).toBeGreaterThan(0);
        expect(perServer.get("second")).toBeGreaterThan(0);
      });

      it("lets an in-flight request finish when the responder drains, then refuses new work", async () => {
        const [server, client] = [await fixture.connect(), await fixture.connect()];
        const quote = quoteSubject();
        const handlerStarted = gate();
        const finishHandler = gate();
        await server.serve(quote, async (request) => {
          handlerStarted.open();
          await finishHandler.opened;
          return { fee: request.sets, weekday: 0 };
        });

        const inFlight = client.request(quote, { eventDate: saturday, sets: 7 });
        await handlerStarted.opened;
        const draining = server.drain();
        finishHandler.open();

        expect(await inFlight).toEqual({ fee: 7, weekday: 0 });
        await draining;
        const refused = await rejectionOf(server.serve(quote, async () => ({ fee: 0, weekday: 0 })));
        expect(refused).toBeInstanceOf(MessageBusClosedError);
        expect((refused as Error).message).toContain(quote.name);
      });
    });

    describe("publish/subscribe", () => {
      it("fans out every message, decoded, to every plain subscriber", async () => {
        const buses = await Promise.all(range(3).map(() => fixture.connect()));
        const [alice, bob, publisher] = buses as [MessageBus, MessageBus, MessageBus];
        const saved = topic(subject("saved"), SetlistSaved);
        const received = {
          alice: [] as (typeof SetlistSaved.Type)[],
          bob: [] as (typeof SetlistSaved.Type)[],
        };
        await alice.subscribe(saved, (message) => {
          received.alice.push(message);
        });
        await bob.subscribe(saved, (message) => {
          received.bob.push(message);
        });
        const messages = ["setlist-1", "setlist-2", "setlist-3"].map((setlistId) => ({
          setlistId,
          savedAt: saturday,
        }));

        for (const message of messages) await publisher.publish(saved, message);

        await waitFor(
          "both subscribers to get 3 messages",
          () => received.alice.length + received.bob.length === 6,
        );
        expect(received.alice).toEqual(messages);
        expect(received.bob).toEqual(messages);
        expect(received.alice[0]?.savedAt).toBeInstanceOf(Date);
      });

      it("delivers each message to exactly one member of a queue group", async () => {
        const buses = await Promise.all(range(3).map(() => fixture.connect()));
        const [first, second, publisher] = buses as [MessageBus, MessageBus, MessageBus];
        const tickets = topic(subject("tickets"), Ticket);
        const members: { member: string; n: number }[] = [];
        const controls = { first: 0, second: 0 };
        for (const [member, bus] of [
          ["first", first],
          ["second", second],
        ] as const) {
          await bus.subscribe(
            tickets,
            ({ n }) => {
              members.push({ member, n });
            },
            { queue: "workers" },
          );
          // A plain subscriber on the same connection: once it has seen every message, so has the connection.
          await bus.subscribe(tickets, () => {
            controls[member] += 1;
          });
        }

        for (const n of range(20)) await publisher.publish(tickets, { n });

        await waitFor(
          "both connections to see all 20 messages",
          () => controls.first === 20 && controls.second === 20,
        );
        expect(members.map(({ n }) => n).sort((a, b) => a - b)).toEqual(range(20));
        const perMember = countBy(members.map(({ member }) => member));
        expect(perMember.get("first")).toBeGreaterThan(0);
        expect(perMember.get("second")).toBeGreaterThan(0);
      });

      it("stops delivering after unsubscribe", async () => {
        const [subscriber, publisher] = [await fixture.connect(), await fixture.connect()];
        const tickets = topic(subject("tickets"), Ticket);
        const unsubscribed: number[] = [];
        const control: number[] = [];
        const subscription = await subscriber.subscribe(tickets, ({ n }) => {
          unsubscribed.push(n);
        });
        await subscriber.subscribe(tickets, ({ n }) => {
          control.push(n);
        });
        await publisher.publish(tickets, { n: 1 });
        await waitFor("the first message", () => unsubscribed.length === 1 && control.length === 1);

        await subscription.unsubscribe();
        await publisher.publish(tickets, { n: 2 });
        await publisher.publish(tickets, { n: 3 });

        await waitFor(
          "the control subscriber on the same bus to get the later messages",
          () => control.length === 3,
        );
        expect(unsubscribed).toEqual([1]);
      });

      it("keeps a subscription alive when its handler throws, and logs the topic", async () => {
        const lines: string[] = [];
        const subscriber = await fixture.connect({ log: (line) => lines.push(line) });
        const publisher = await fixture.connect();
        const tickets = topic(subject("tickets"), Ticket);
        const seen: number[] = [];
        await subscriber.subscribe(tickets, ({ n }) => {
          seen.push(n);
          if (n === 1) throw new Error("projection crashed");
        });

        for (const n of [1, 2, 3]) await publisher.publish(tickets, { n });

        await waitFor("the messages after the failure", () => seen.length === 3);
        expect(seen).toEqual([1, 2, 3]);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(tickets.name);
        expect(lines[0]).toContain("projection crashed");
      });

      it("drops a message that does not decode, logs it, and keeps delivering", async () => {
        const lines: string[] = [];
        const subscriber = await fixture.connect({ log: (line) => lines.push(line) });
        const publisher = await fixture.connect();
        const counted = topic(subject("counted"), Counted);
        const loose = topic(counted.name, LooseCounted);
        const seen: number[] = [];
        await subscriber.subscribe(counted, ({ count }) => {
          seen.push(count);
        });

        await publisher.publish(loose, { count: "many" });
        await publisher.publish(counted, { count: 2 });

        await waitFor("the valid message", () => seen.length === 1);
        expect(seen).toEqual([2]);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(counted.name);
        expect(lines[0]).toContain('["count"]');
      });

      it("refuses to publish a message that does not encode", async () => {
        const publisher = await fixture.connect();
        const counted = topic(subject("counted"), Counted);

        const error = await rejectionOf(
          publisher.publish(counted, { count: "many" } as unknown as { count: number }),
        );

        expect(error).toBeInstanceOf(InvalidMessageError);
        expect((error as Error).message).toContain(counted.name);
        expect((error as Error).message).toContain('["count"]');
      });

      it("refuses a value JSON cannot carry, as NATS would", async () => {
        const publisher = await fixture.connect();
        const anything = topic(subject("anything"), Schema.Unknown);

        const error = await rejectionOf(publisher.publish(anything, { count: 10n }));

        expect(error).toBeInstanceOf(InvalidMessageError);
        expect((error as Error).message).toContain("cannot be serialised to JSON");
      });

      it("refuses to publish or request once closed", async () => {
        const bus = await fixture.connect();
        const counted = topic(subject("counted"), Counted);
        await bus.close();

        expect(await rejectionOf(bus.publish(counted, { count: 1 }))).toBeInstanceOf(MessageBusClosedError);
        expect(
          await rejectionOf(bus.request(quoteSubject(), { eventDate: saturday, sets: 1 })),
        ).toBeInstanceOf(MessageBusClosedError);
      });
    });
  });
};
