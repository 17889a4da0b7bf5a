/**
 * What billing's quota must do whatever it runs on: the same suite runs on PGlite with the
 * in-process bus, and on real PostgreSQL with NATS when TEST_DATABASE_URL and NATS_URL are set.
 */
import { randomUUID } from "node:crypto";
import { quotaStreamId, type ReserveGenerationResponse } from "@encore/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlans } from "../accounts/plans.ts";
import { CAN_GENERATE_PATH } from "../api/quota-api.ts";
import { DAY_MS } from "../config.ts";
import {
  quotaStatusSubject,
  releaseGenerationSubject,
  reserveGenerationSubject,
} from "../messaging/quota-messages.ts";
import { createQuotas } from "../quota/quotas.ts";
import { type BillingHarness, startBilling } from "./billing-harness.ts";
import type { BillingFixture } from "./fixtures.ts";

/** Mid-month, so that nothing here straddles a month boundary. */
const NOW = new Date("2025-03-15T12:00:00.000Z");
const now = () => NOW;
const HOUR_MS = 60 * 60 * 1000;

const billingOn = (openFixture: () => Promise<BillingFixture>, env: NodeJS.ProcessEnv) => {
  const running: { fixture?: BillingFixture; billing?: BillingHarness } = {};
  beforeAll(async () => {
    running.fixture = await openFixture();
    running.billing = await startBilling({ ...running.fixture, bus: running.fixture.serviceBus, env, now });
  });
  afterAll(async () => {
    await running.billing?.stop();
    await running.fixture?.cleanup();
  });
  const fixture = () => running.fixture!;
  const billing = () => running.billing!;
  return {
    fixture,
    billing,
    reserve: (userId: string, reservationId: string = randomUUID()) =>
      fixture().clientBus.request(reserveGenerationSubject, { userId, reservationId }, { timeoutMs: 20_000 }),
    release: (userId: string, reservationId: string) =>
      fixture().clientBus.request(releaseGenerationSubject, { userId, reservationId }),
    statusOf: (userId: string) => fixture().clientBus.request(quotaStatusSubject, { userId }),
    reservedEvents: async (userId: string) =>
      (await fixture().store.readStream(quotaStreamId(userId))).filter(
        (event) => event.type === "GenerationReserved",
      ),
  };
};

export const describeQuotaSuite = (label: string, openFixture: () => Promise<BillingFixture>) => {
  describe(`${label}: default settings (7-day trial, 3 free a month)`, () => {
    const { billing, reserve, statusOf } = billingOn(openFixture, {});

    it("lets a new account generate without limit for the 7 days of its trial", async () => {
      const userId = await billing().register(new Date(NOW.getTime() - HOUR_MS));

      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => reserve(userId)));

      expect(answers.every((answer) => answer.granted)).toBe(true);
      const status = {
        isPremium: false,
        isInTrial: true,
        trialDaysRemaining: 7,
        remaining: 3,
        usedCount: 0,
        totalFree: 3,
      };
      expect(await statusOf(userId)).toEqual(status);
      expect(await billing().get(CAN_GENERATE_PATH, userId)).toEqual({ status: 200, body: status });
    });

    it("after the trial, allows 3 free setlists a month and refuses the 4th", async () => {
      const userId = await billing().register(new Date(NOW.getTime() - 8 * DAY_MS));

      const answers: ReserveGenerationResponse[] = [];
      for (let n = 0; n < 4; n++) answers.push(await reserve(userId));

      expect(answers.map((answer) => answer.granted)).toEqual([true, true, true, false]);
      expect(answers[2]?.status).toMatchObject({ isInTrial: false, remaining: 0, usedCount: 3 });
      expect(answers[3]).toMatchObject({ granted: false, reason: "FreeLimitReached" });
    });

    it("starts the trial of an account registered a moment ago, before billing has read it", async () => {
      const userId = await billing().register(NOW, { waitForBilling: false });

      expect(await reserve(userId)).toMatchObject({ granted: true, status: { isInTrial: true } });
    });

    it("gives an account billing never saw register the free allowance, without a trial", async () => {
      expect(await statusOf(randomUUID())).toEqual({
        isPremium: false,
        isInTrial: false,
        trialDaysRemaining: 0,
        remaining: 3,
        usedCount: 0,
        totalFree: 3,
      });
    });

    it("answers the quota banner only for a signed-in user", async () => {
      expect(await billing().get(CAN_GENERATE_PATH)).toEqual({
        status: 401,
        body: { error: "Unauthorized" },
      });
    });
  });

  describe(`${label}: TRIAL_DAYS=0`, () => {
    const { fixture, billing, reserve, release, statusOf, reservedEvents } = billingOn(openFixture, {
      TRIAL_DAYS: "0",
    });

    it("with 1 free setlist left (2 used), grants exactly one of 20 concurrent reservations", async () => {
      const userId = await billing().register(NOW);
      for (let n = 0; n < 2; n++) expect((await reserve(userId)).granted).toBe(true);
      expect(await statusOf(userId)).toMatchObject({ isInTrial: false, remaining: 1, usedCount: 2 });

      const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(userId)));

      expect(answers.filter((answer) => answer.granted)).toHaveLength(1);
      const refused = answers.filter((answer) => !answer.granted);
      expect(refused).toHaveLength(19);
      expect(refused.every((answer) => answer.reason === "FreeLimitReached")).toBe(true);
      expect(await reservedEvents(userId)).toHaveLength(3);
      expect(await billing().get(CAN_GENERATE_PATH, userId)).toEqual({
        status: 200,
        body: {
          isPremium: false,
          isInTrial: false,
          trialDaysRemaining: 0,
          remaining: 0,
          usedCount: 3,
          totalFree: 3,
        },
      });
    });

    it("never overspends when several billing instances append to one stream at once", async () => {
      const userId = await billing().register(NOW);
      // Each instance keeps its own reservations in line; only the expected revision stops the others.
      const instances = [1, 2, 3, 4].map(() =>
        createQuotas({
          store: fixture().store,
          plans: createPlans({
            database: fixture().database,
            settings: { trialDays: 0, freeSetlistsPerMonth: 3 },
            catchUp: async () => undefined,
          }),
          now,
        }),
      );

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n % 5 === 4 ? reserve(userId) : instances[n % 4]!.reserve({ userId, reservationId: randomUUID() }),
        ),
      );

      expect(answers.filter((answer) => answer.granted)).toHaveLength(3);
      expect(await reservedEvents(userId)).toHaveLength(3);
    });

    it("counts a reservation id once however often it is asked, and gives it back once", async () => {
      const userId = await billing().register(NOW);
      const reservationId = randomUUID();

      const answers = await Promise.all([1, 2, 3].map(() => reserve(userId, reservationId)));
      expect(answers.every((answer) => answer.granted)).toBe(true);
      expect(await reservedEvents(userId)).toHaveLength(1);
      expect((await statusOf(userId)).usedCount).toBe(1);

      expect(await release(userId, reservationId)).toEqual({ released: true });
      expect(await release(userId, reservationId)).toEqual({ released: true });
      expect(await statusOf(userId)).toMatchObject({ usedCount: 0, remaining: 3 });
      expect(await reserve(userId, reservationId)).toMatchObject({
        granted: false,
        reason: "ReservationReleased",
      });
      expect(await release(userId, randomUUID())).toEqual({ released: false });
    });
  });
};
