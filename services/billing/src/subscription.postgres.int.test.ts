/**
 * Stripe subscriptions on real PostgreSQL (a database of its own, dropped after) and NATS: the
 * read model, the webhook's customer lookup and quota reservations across the network.
 */
import { describeOnPostgresAndNats } from "./testing/fixtures.ts";
import { describeSubscriptionSuite } from "./testing/subscription-suite.ts";

describeOnPostgresAndNats(
  "subscriptions on real PostgreSQL and NATS",
  "encore_subscriptions",
  (openFixture) => describeSubscriptionSuite("billing on real PostgreSQL and NATS", openFixture),
);
