/** Billing's quota on PGlite with the in-process bus: the embedded mode's infrastructure. */
import { openPgliteFixture } from "./testing/fixtures.ts";
import { describeQuotaSuite } from "./testing/quota-suite.ts";

describeQuotaSuite("billing on PGlite and the in-process bus", openPgliteFixture);
