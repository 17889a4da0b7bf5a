/** Stripe subscriptions on PGlite with the in-process bus: the embedded mode's infrastructure. */
import { createPostgresEventStore, openPglite } from "@encore/eventstore";
import { createInProcessBus, createInProcessNetwork } from "@encore/messaging";
import { describeSubscriptionSuite } from "./testing/subscription-suite.ts";

describeSubscriptionSuite("billing on PGlite and the in-process bus", async () => {
  const database = await openPglite();
  const store = await createPostgresEventStore({ database });
  const network = createInProcessNetwork();
  const serviceBus = createInProcessBus({ network });
  const clientBus = createInProcessBus({ network, requestTimeoutMs: 20_000 });
  return {
    database,
    store,
    serviceBus,
    clientBus,
    cleanup: async () => {
      await clientBus.close();
      await serviceBus.drain();
      await store.close();
      await database.close();
    },
  };
});
