/**
 * Billing's quota on real PostgreSQL (a database of its own, dropped after) and NATS, where
 * reservations really run concurrently and cross the network.
 */
import { describeOnPostgresAndNats } from "./testing/fixtures.ts";
import { describeQuotaSuite } from "./testing/quota-suite.ts";

describeOnPostgresAndNats("billing on real PostgreSQL and NATS", "encore_billing", (openFixture) =>
  describeQuotaSuite("billing on real PostgreSQL and NATS", openFixture),
);
