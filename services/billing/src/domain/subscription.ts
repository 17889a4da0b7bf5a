/**
 * The Stripe subscription of one account (`subscription-<userId>`), as a decider: `evolve` folds
 * events into state, the command functions turn what the user or Stripe did into new events or a
 * typed refusal. Pure: Stripe's answers, the time and the ids come in with the command.
 * docs/decisions/0015 describes the states and what premium means over time.
 */
import type { DomainEventOf, PaidPlan, StripeSubscriptionStatus } from "@encore/contracts";
import { Result } from "effect";
import { AlreadySubscribed, NoSubscription, PriceMismatch, UnknownCheckout } from "./errors.ts";

export const SUBSCRIPTION_EVENT_TYPES = [
  "CheckoutStarted",
  "SubscriptionActivated",
  "SubscriptionUpdated",
  "SubscriptionCanceled",
  "SubscriptionEnded",
  "PaymentSucceeded",
  "PaymentFailed",
] as const;

export type SubscriptionEvent = DomainEventOf<(typeof SUBSCRIPTION_EVENT_TYPES)[number]>;

/** Days of Stripe's free trial on a paid plan (spec §9: "7 days free first"), given once per account. */
export const PAID_PLAN_TRIAL_DAYS = 7;

/**
 * What billing's accounts read model keeps of a subscription: enough to say, at any moment, whether
 * the account is premium. `stripeStatus` is null until a subscription exists.
 */
export interface SubscriptionSummary {
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
  readonly stripeStatus: StripeSubscriptionStatus | null;
  /** End of Stripe's trial, when it has (or had) one. */
  readonly trialEndsAt: Date | null;
  /** When premium stops: the end of the paid period once canceled, or when it ended. */
  readonly endsAt: Date | null;
  readonly plan: PaidPlan | null;
  readonly cancelAtPeriodEnd: boolean;
  readonly paymentFailed: boolean;
}

export const emptySummary: SubscriptionSummary = {
  customerId: null,
  subscriptionId: null,
  stripeStatus: null,
  trialEndsAt: null,
  endsAt: null,
  plan: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
};

const ENDED_STATUSES: ReadonlySet<StripeSubscriptionStatus> = new Set(["canceled", "incomplete_expired"]);
const dateOrNull = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** How each event changes the summary: the read model applies exactly this. */
export const evolveSummary = (
  summary: SubscriptionSummary,
  event: SubscriptionEvent,
): SubscriptionSummary => {
  switch (event.type) {
    case "CheckoutStarted":
      return { ...summary, customerId: summary.customerId ?? event.data.customerId };
    case "SubscriptionActivated":
    case "SubscriptionUpdated": {
      const data = event.data;
      const ended = ENDED_STATUSES.has(data.status);
      const healthy = data.status === "active" || data.status === "trialing";
      const at = event.type === "SubscriptionActivated" ? event.data.activatedAt : event.data.updatedAt;
      return {
        ...summary,
        customerId: event.type === "SubscriptionActivated" ? event.data.customerId : summary.customerId,
        subscriptionId: data.subscriptionId,
        stripeStatus: data.status,
        trialEndsAt: dateOrNull(data.trialEndsAt),
        endsAt: ended
          ? (dateOrNull(data.currentPeriodEnd) ?? new Date(at))
          : data.cancelAtPeriodEnd
            ? dateOrNull(data.currentPeriodEnd)
            : null,
        plan: event.type === "SubscriptionActivated" ? event.data.plan : summary.plan,
        cancelAtPeriodEnd: data.cancelAtPeriodEnd,
        paymentFailed: healthy || ended ? false : summary.paymentFailed,
      };
    }
    case "SubscriptionCanceled":
      return { ...summary, cancelAtPeriodEnd: true, endsAt: dateOrNull(event.data.endsAt) };
    case "SubscriptionEnded":
      return {
        ...summary,
        stripeStatus: "canceled",
        endsAt: new Date(event.data.endedAt),
        paymentFailed: false,
      };
    case "PaymentSucceeded":
      return { ...summary, paymentFailed: false };
    case "PaymentFailed":
      return { ...summary, paymentFailed: true };
  }
};

/** Where the subscription stands at `now`: `none` before any, `ended` after it. */
export type SubscriptionPhase = "none" | "trial" | "active" | "past_due" | "canceled" | "ended";

export interface SubscriptionView {
  readonly phase: SubscriptionPhase;
  readonly isPremium: boolean;
}

/**
 * Premium while Stripe says trialing or active, and after a cancellation until the end of the period
 * paid for, whether or not Stripe's "deleted" has arrived. A failed renewal (`past_due`) keeps premium
 * while Stripe retries the card — a musician is not cut off the week of a gig over an expired card —
 * and the screen shows the failed payment; `unpaid`, `incomplete` and `paused` are not premium.
 */
export const subscriptionView = (summary: SubscriptionSummary, now: Date): SubscriptionView => {
  const status = summary.stripeStatus;
  if (status === null) return { phase: "none", isPremium: false };
  const periodOver = summary.cancelAtPeriodEnd && summary.endsAt !== null && now >= summary.endsAt;
  if (ENDED_STATUSES.has(status) || periodOver) return { phase: "ended", isPremium: false };
  const current = status === "active" || status === "trialing";
  if (status === "past_due" || (current && summary.paymentFailed))
    return { phase: "past_due", isPremium: true };
  if (!current) return { phase: "past_due", isPremium: false };
  if (summary.cancelAtPeriodEnd) return { phase: "canceled", isPremium: true };
  return { phase: status === "trialing" ? "trial" : "active", isPremium: true };
};

/** A subscription that has not ended: no second one may start beside it. */
export const isLive = (summary: SubscriptionSummary, now: Date): boolean => {
  const { phase } = subscriptionView(summary, now);
  return phase !== "none" && phase !== "ended";
};

export interface Checkout {
  readonly plan: PaidPlan;
  readonly priceId: string;
}

export interface SubscriptionState {
  readonly summary: SubscriptionSummary;
  /** Payment forms opened, by SetupIntent id. */
  readonly checkouts: ReadonlyMap<string, Checkout>;
  /** SetupIntents already turned into a subscription: confirming again changes nothing. */
  readonly activated: ReadonlySet<string>;
  /** Stripe's trial is given once per account, whatever happens to the subscription. */
  readonly hadTrial: boolean;
  /** Stripe events already recorded (a webhook delivered twice is recorded once). */
  readonly stripeEvents: ReadonlySet<string>;
  readonly paidInvoices: ReadonlySet<string>;
  /** Creation time of the newest subscription event from Stripe applied: older news is ignored. */
  readonly snapshotAt: Date | null;
}

export const initialState = (): SubscriptionState => ({
  summary: emptySummary,
  checkouts: new Map(),
  activated: new Set(),
  hadTrial: false,
  stripeEvents: new Set(),
  paidInvoices: new Set(),
  snapshotAt: null,
});

const withItem = <T>(set: ReadonlySet<T>, item: T): ReadonlySet<T> => new Set([...set, item]);

export const evolve = (state: SubscriptionState, event: SubscriptionEvent): SubscriptionState => {
  const next = { ...state, summary: evolveSummary(state.summary, event) };
  switch (event.type) {
    case "CheckoutStarted":
      return {
        ...next,
        checkouts: new Map([
          ...state.checkouts,
          [event.data.setupIntentId, { plan: event.data.plan, priceId: event.data.priceId }],
        ]),
      };
    case "SubscriptionActivated":
      return {
        ...next,
        activated: withItem(state.activated, event.data.setupIntentId),
        hadTrial: state.hadTrial || event.data.trialEndsAt !== null,
        snapshotAt: null,
      };
    case "SubscriptionUpdated":
      return {
        ...next,
        hadTrial: state.hadTrial || event.data.trialEndsAt !== null,
        stripeEvents: withItem(state.stripeEvents, event.data.stripeEventId),
        snapshotAt: new Date(event.data.stripeEventCreatedAt),
      };
    case "SubscriptionCanceled":
      return next;
    case "SubscriptionEnded":
    case "PaymentFailed":
      return { ...next, stripeEvents: withItem(state.stripeEvents, event.data.stripeEventId) };
    case "PaymentSucceeded":
      return {
        ...next,
        stripeEvents: withItem(state.stripeEvents, event.data.stripeEventId),
        paidInvoices: withItem(state.paidInvoices, event.data.invoiceId),
      };
  }
};

export type Decision<E> = Result.Result<readonly SubscriptionEvent[], E>;

/** A subscription as Stripe answered or announced it. */
export interface SubscriptionSnapshot {
  readonly subscriptionId: string;
  readonly status: StripeSubscriptionStatus;
  readonly trialEndsAt: string | null;
  readonly currentPeriodEnd: string | null;
  readonly cancelAtPeriodEnd: boolean;
}

/** Whether a payment form may open: not beside a running subscription. */
export const checkCheckout = (state: SubscriptionState, now: Date): Result.Result<void, AlreadySubscribed> =>
  isLive(state.summary, now) ? Result.fail(new AlreadySubscribed()) : Result.void;

export const startCheckout = (
  command: {
    readonly userId: string;
    readonly customerId: string;
    readonly setupIntentId: string;
    readonly plan: PaidPlan;
    readonly priceId: string;
    readonly now: Date;
  },
  state: SubscriptionState,
): Decision<AlreadySubscribed> => {
  if (state.checkouts.has(command.setupIntentId)) return Result.succeed([]);
  const allowed = checkCheckout(state, command.now);
  if (Result.isFailure(allowed)) return Result.fail(allowed.failure);
  const { userId, customerId, setupIntentId, plan, priceId, now } = command;
  return Result.succeed([
    {
      type: "CheckoutStarted",
      data: { userId, customerId, setupIntentId, plan, priceId, startedAt: now.toISOString() },
    },
  ]);
};

/**
 * Before Stripe is asked to create anything: `done` when this SetupIntent was confirmed already,
 * otherwise the checkout it belongs to (or why it may not be confirmed).
 */
export const checkConfirmation = (
  state: SubscriptionState,
  setupIntentId: string,
  priceId: string,
  now: Date,
): Result.Result<"done" | Checkout, UnknownCheckout | PriceMismatch | AlreadySubscribed> => {
  if (state.activated.has(setupIntentId)) return Result.succeed("done");
  const checkout = state.checkouts.get(setupIntentId);
  if (!checkout) return Result.fail(new UnknownCheckout({ setupIntentId }));
  if (checkout.priceId !== priceId) return Result.fail(new PriceMismatch({ priceId }));
  if (isLive(state.summary, now)) return Result.fail(new AlreadySubscribed());
  return Result.succeed(checkout);
};

/** The trial days to ask Stripe for: the paid plan's trial, once per account. */
export const trialDaysFor = (state: SubscriptionState): number | undefined =>
  state.hadTrial ? undefined : PAID_PLAN_TRIAL_DAYS;

export const activateSubscription = (
  command: {
    readonly userId: string;
    readonly setupIntentId: string;
    readonly subscription: SubscriptionSnapshot;
    readonly now: Date;
  },
  state: SubscriptionState,
): Decision<UnknownCheckout | PriceMismatch | AlreadySubscribed> => {
  if (state.activated.has(command.setupIntentId)) return Result.succeed([]);
  const checkout = state.checkouts.get(command.setupIntentId);
  if (!checkout || state.summary.customerId === null) {
    return Result.fail(new UnknownCheckout({ setupIntentId: command.setupIntentId }));
  }
  return Result.succeed([
    {
      type: "SubscriptionActivated",
      data: {
        userId: command.userId,
        customerId: state.summary.customerId,
        setupIntentId: command.setupIntentId,
        plan: checkout.plan,
        priceId: checkout.priceId,
        ...command.subscription,
        activatedAt: command.now.toISOString(),
      },
    },
  ]);
};

/** What may be canceled: a running subscription not already set to end. */
export const checkCancellation = (
  state: SubscriptionState,
  now: Date,
): Result.Result<"done" | string, NoSubscription> => {
  const { summary } = state;
  if (!isLive(summary, now) || summary.subscriptionId === null) return Result.fail(new NoSubscription());
  return Result.succeed(summary.cancelAtPeriodEnd ? "done" : summary.subscriptionId);
};

export const cancelSubscription = (
  command: {
    readonly userId: string;
    readonly subscriptionId: string;
    readonly endsAt: string | null;
    readonly now: Date;
  },
  state: SubscriptionState,
): Decision<NoSubscription> => {
  const allowed = checkCancellation(state, command.now);
  if (Result.isFailure(allowed)) return Result.fail(allowed.failure);
  if (allowed.success === "done" || allowed.success !== command.subscriptionId) return Result.succeed([]);
  return Result.succeed([
    {
      type: "SubscriptionCanceled",
      data: {
        userId: command.userId,
        subscriptionId: command.subscriptionId,
        endsAt: command.endsAt,
        canceledAt: command.now.toISOString(),
      },
    },
  ]);
};

/** A verified Stripe webhook, reduced to what billing records. */
export type StripeNotification =
  | {
      readonly kind: "subscription";
      readonly stripeEventId: string;
      readonly createdAt: Date;
      /** `customer.subscription.deleted`. */
      readonly deleted: boolean;
      readonly subscription: SubscriptionSnapshot;
    }
  | {
      readonly kind: "invoice";
      readonly stripeEventId: string;
      readonly createdAt: Date;
      readonly paid: boolean;
      readonly invoiceId: string;
      readonly subscriptionId: string;
    };

/**
 * A webhook becomes at most one event. Nothing new for: an event already recorded, news about
 * another (older) subscription, news older than the newest applied, anything after the end.
 */
export const recordStripeNotification = (
  command: { readonly userId: string; readonly notification: StripeNotification; readonly now: Date },
  state: SubscriptionState,
): Decision<never> => {
  const { userId, notification, now } = command;
  const { summary } = state;
  const nothing = Result.succeed([]);
  if (state.stripeEvents.has(notification.stripeEventId)) return nothing;
  const subscriptionId =
    notification.kind === "subscription"
      ? notification.subscription.subscriptionId
      : notification.subscriptionId;
  if (summary.subscriptionId === null || subscriptionId !== summary.subscriptionId) return nothing;
  const ended = summary.stripeStatus !== null && ENDED_STATUSES.has(summary.stripeStatus);
  if (ended) return nothing;
  const stripeEventId = notification.stripeEventId;
  const at = now.toISOString();

  if (notification.kind === "invoice") {
    if (notification.paid) {
      if (state.paidInvoices.has(notification.invoiceId)) return nothing;
      return Result.succeed([
        {
          type: "PaymentSucceeded",
          data: { userId, subscriptionId, invoiceId: notification.invoiceId, stripeEventId, paidAt: at },
        },
      ]);
    }
    return Result.succeed([
      {
        type: "PaymentFailed",
        data: { userId, subscriptionId, invoiceId: notification.invoiceId, stripeEventId, failedAt: at },
      },
    ]);
  }

  if (notification.deleted || ENDED_STATUSES.has(notification.subscription.status)) {
    return Result.succeed([
      { type: "SubscriptionEnded", data: { userId, subscriptionId, stripeEventId, endedAt: at } },
    ]);
  }
  if (state.snapshotAt !== null && notification.createdAt < state.snapshotAt) return nothing;
  return Result.succeed([
    {
      type: "SubscriptionUpdated",
      data: {
        userId,
        stripeEventId,
        stripeEventCreatedAt: notification.createdAt.toISOString(),
        ...notification.subscription,
        updatedAt: at,
      },
    },
  ]);
};

export const isSubscriptionEvent = (event: { readonly type: string }): event is SubscriptionEvent =>
  (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(event.type);
