import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { waitFor } from "../contract/wait-for.ts";
import { NoRespondersError } from "../errors.ts";
import { createInProcessBus, createInProcessNetwork } from "../in-process.ts";
import { requestSubject, topic } from "../port.ts";
import { namespacedBus } from "./namespaced-bus.ts";

const echo = requestSubject("test.echo", Schema.String, Schema.String);
const news = topic("test.news", Schema.String);

describe("namespacedBus", () => {
  it("answers requests only from responders under the same prefix", async () => {
    const network = createInProcessNetwork();
    const raw = createInProcessBus({ network });
    const ours = namespacedBus(createInProcessBus({ network }), "run-a");
    const theirs = namespacedBus(createInProcessBus({ network }), "run-b");
    await ours.serve(echo, (text) => `ours: ${text}`);
    await theirs.serve(echo, (text) => `theirs: ${text}`);

    expect(await ours.request(echo, "hi")).toBe("ours: hi");
    expect(await theirs.request(echo, "hi")).toBe("theirs: hi");
    expect(await raw.request({ ...echo, name: "run-a.test.echo" }, "hi")).toBe("ours: hi");
    await expect(raw.request(echo, "hi")).rejects.toBeInstanceOf(NoRespondersError);

    await Promise.all([raw.close(), ours.close(), theirs.close()]);
  });

  it("publishes and subscribes under the prefix", async () => {
    const network = createInProcessNetwork();
    const raw = createInProcessBus({ network });
    const ours = namespacedBus(createInProcessBus({ network }), "run-a");
    const heard: string[] = [];
    const heardRaw: string[] = [];
    await ours.subscribe(news, (message) => {
      heard.push(message);
    });
    await raw.subscribe({ ...news, name: "run-a.test.news" }, (message) => {
      heardRaw.push(message);
    });

    await raw.publish(news, "not for this run");
    await ours.publish(news, "for this run");
    await waitFor("both subscribers heard the run's message", () => heard.length + heardRaw.length === 2);

    expect(heard).toEqual(["for this run"]);
    expect(heardRaw).toEqual(["for this run"]);
    await Promise.all([raw.close(), ours.close()]);
  });
});
