/** Stripe subscriptions on PGlite with the in-process bus: the embedded mode's infrastructure. */
import { openPgliteFixture } from "./testing/fixtures.ts";
import { describeSubscriptionSuite } from "./testing/subscription-suite.ts";

describeSubscriptionSuite("billing on PGlite and the in-process bus", openPgliteFixture);
