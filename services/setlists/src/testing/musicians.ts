/** Test helpers for the setlists API suites: a registered musician, and the gateway's signed user header. */
import type { EventStore } from "@encore/eventstore";
import { type RunningService, signUserAssertion, USER_ASSERTION_HEADER } from "@encore/runtime";
import { appendRegistration } from "../../../billing/src/testing/billing-harness.ts";

/**
 * A user as the gateway registers one: UserRegistered appended a minute ago, returned once billing
 * has read it (billing knows accounts from that event).
 */
export const registerMusician = async (store: EventStore, billing: RunningService): Promise<string> => {
  const { userId, position } = await appendRegistration(store, new Date(Date.now() - 60_000));
  await billing.runner.waitForPosition(position, 5000);
  return userId;
};

/** The header by which the gateway tells a service who is signed in. */
export const signedInAs = (userId: string, internalSecret: string): Record<string, string> => ({
  [USER_ASSERTION_HEADER]: signUserAssertion({ id: userId, email: `${userId}@example.com` }, internalSecret),
});
