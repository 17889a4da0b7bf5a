import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, freeStatus, json, renderAt, stripeConfig } from "../../../testing/test-utils.tsx";
import { quotaQueryKey } from "../../quota/api/quota-status.ts";
import type { SubscriptionStatus } from "../api/types.ts";

// Stripe at the module boundary: Stripe.js's loader and the React bindings.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmSetup: vi.fn(),
  elementsOptions: [] as unknown[],
  paymentElementOptions: [] as unknown[],
  elementReady: true,
}));

vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));

vi.mock("@stripe/react-stripe-js", async () => {
  const { createContext, createElement, useContext, useEffect, useState } = await import("react");
  const elements = { id: "elements" };
  const Loaded = createContext<unknown>(null);
  return {
    Elements: ({
      stripe: promise,
      options,
      children,
    }: {
      stripe: Promise<unknown>;
      options: unknown;
      children: unknown;
    }) => {
      const [loaded, setLoaded] = useState<unknown>(null);
      useEffect(() => {
        void promise?.then(setLoaded, () => undefined);
      }, [promise]);
      stripe.elementsOptions.push(options);
      return createElement(Loaded.Provider, { value: loaded }, children as never);
    },
    PaymentElement: ({ options, onReady }: { options: unknown; onReady?: () => void }) => {
      stripe.paymentElementOptions.push(options);
      useEffect(() => {
        if (stripe.elementReady) onReady?.();
      }, [onReady]);
      return createElement("div", { "data-testid": "payment-element" });
    },
    useStripe: () => useContext(Loaded),
    useElements: () => (useContext(Loaded) ? elements : null),
  };
});

const created = { clientSecret: "seti_123_secret_456", setupIntentId: "seti_123", priceId: "price_yearly" };

const statusRoute = (...answers: SubscriptionStatus[]) => {
  let call = 0;
  return () => json(200, answers[Math.min(call++, answers.length - 1)]);
};

const toast = (title: string) => screen.findByText(title, { selector: "*" });

beforeEach(() => {
  stripe.loadStripe.mockReset();
  stripe.loadStripe.mockResolvedValue({ confirmSetup: stripe.confirmSetup });
  stripe.confirmSetup.mockReset();
  stripe.confirmSetup.mockResolvedValue({ setupIntent: { status: "succeeded" } });
  stripe.elementsOptions = [];
  stripe.paymentElementOptions = [];
  stripe.elementReady = true;
});

describe("the subscription screen (spec §2 'Subscription')", () => {
  it("says 'Loading subscription details...' until the status arrives", async () => {
    let answer: (response: Response) => void = () => {};
    const { sent } = fakeApi({
      "GET /api/subscription/status": () => new Promise<Response>((resolve) => (answer = resolve)),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription");
    await waitFor(() => expect(sent("GET", "/api/subscription/status")).toHaveLength(1));
    expect(screen.getAllByText("Loading subscription details...").length).toBeGreaterThan(0);
    await act(async () => answer(json(200, freeStatus())));
    expect(await screen.findByRole("heading", { name: "Free" })).toBeInTheDocument();
    expect(screen.queryByText("Loading subscription details...")).not.toBeInTheDocument();
  });

  it("shows a free musician the title, 'Free', the setlists left and both plans with prices", async () => {
    fakeApi({
      "GET /api/subscription/status": () => json(200, freeStatus()),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription");
    expect(await screen.findByRole("heading", { name: "Free" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Choose Your Plan" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Start with 7 days free, then unlock unlimited setlist generation with the premium plan",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("3 free setlists remaining")).toBeInTheDocument();
    expect(screen.queryByText(/Trial ends/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    expect(screen.queryByRole("note", { name: "Payments are not configured" })).not.toBeInTheDocument();

    const monthly = screen.getByRole("region", { name: "Monthly" });
    const yearly = screen.getByRole("region", { name: "Yearly" });
    expect(monthly).toHaveTextContent("£4.99/month");
    expect(within(monthly).queryByText("Most Popular")).not.toBeInTheDocument();
    expect(yearly).toHaveTextContent("£49.90/year");
    expect(within(yearly).getByText("Most Popular")).toBeInTheDocument();
    expect(yearly).toHaveTextContent("About £4.16 a month");
    expect(yearly).toHaveTextContent("Save £9.98 a year");
    for (const card of [monthly, yearly]) {
      expect(card).toHaveTextContent("7 days free first");
      for (const feature of [
        "Unlimited AI setlist generation",
        "Advanced customization",
        "Priority support",
        "Export to multiple formats",
      ]) {
        expect(within(card).getByText(feature)).toBeInTheDocument();
      }
    }
    expect(within(monthly).getByRole("button", { name: "Choose Monthly" })).toBeEnabled();
    expect(within(yearly).getByRole("button", { name: "Choose Yearly" })).toBeEnabled();
    // Stripe.js is not fetched until a plan is chosen.
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("leaves out the free count at 0 and shows the trial's end date", async () => {
    fakeApi({
      "GET /api/subscription/status": () =>
        json(
          200,
          freeStatus({ status: "trial", trialEndsAt: "2026-11-28T12:00:00.000Z", freeSetlistsRemaining: 0 }),
        ),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription");
    expect(await screen.findByText("Trial ends 28 November 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Free" })).toBeInTheDocument();
    expect(screen.queryByText(/free setlists? remaining/)).not.toBeInTheDocument();
  });

  it("shows a premium subscriber 'Premium', the plan, and the plans closed", async () => {
    fakeApi({
      "GET /api/subscription/status": () =>
        json(
          200,
          freeStatus({ isPremium: true, status: "active", plan: "yearly", freeSetlistsRemaining: 3 }),
        ),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription");
    const card = await screen.findByRole("region", { name: "Premium" });
    expect(within(card).getByText("Yearly")).toBeInTheDocument();
    expect(screen.queryByText(/free setlists remaining/)).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Cancel subscription" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Yearly" })).getByRole("button", { name: "Current plan" }),
    ).toBeDisabled();
    expect(
      within(screen.getByRole("region", { name: "Monthly" })).getByRole("button", { name: "Choose Monthly" }),
    ).toBeDisabled();
  });

  it("shows 'Ends {date}' once canceled at the period's end, without a second cancel", async () => {
    fakeApi({
      "GET /api/subscription/status": () =>
        json(
          200,
          freeStatus({
            isPremium: true,
            status: "active",
            plan: "monthly",
            cancelAtPeriodEnd: true,
            subscriptionEndsAt: "2026-12-21T12:00:00.000Z",
          }),
        ),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription");
    expect(await screen.findByText("Ends 21 December 2026")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
  });

  it("says plainly when a payment failed", async () => {
    fakeApi({
      "GET /api/subscription/status": () =>
        json(200, freeStatus({ isPremium: true, status: "past_due", plan: "monthly", paymentFailed: true })),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Payment failed. Your last payment didn't go through.");
    expect(screen.getByRole("button", { name: "Choose Monthly" })).toBeEnabled();
  });

  it("offers Try again when the status cannot be read", async () => {
    let fail = true;
    fakeApi({
      "GET /api/subscription/status": () => (fail ? json(500, { error: "boom" }) : json(200, freeStatus())),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    const user = userEvent.setup();
    renderAt("/subscription");
    expect(await screen.findByText("Your subscription could not be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Free" })).toBeInTheDocument();
  });
});

describe("without Stripe keys on the server", () => {
  it("still shows the plans, says payments are not configured, and toasts the server's message on 'Choose Monthly'", async () => {
    const { sent } = fakeApi({
      "GET /api/subscription/status": () => json(200, freeStatus({ paymentsConfigured: false })),
      "GET /api/subscription/config": () =>
        json(200, stripeConfig({ publishableKey: null, paymentsConfigured: false })),
      "POST /api/subscription/create": () =>
        json(503, { error: "Payments are not configured on this server" }),
    });
    const user = userEvent.setup();
    renderAt("/subscription");
    const notice = await screen.findByRole("note", { name: "Payments are not configured" });
    expect(notice).toHaveTextContent("Payments are not configured on this server.");
    await user.click(screen.getByRole("button", { name: "Choose Monthly" }));
    expect(await toast("Subscription Error")).toBeInTheDocument();
    expect(
      screen.getByText("Payments are not configured on this server", {
        selector: "[role=status] *, li *, li",
      }),
    ).toBeInTheDocument();
    expect(await sent("POST", "/api/subscription/create")[0]?.json()).toEqual({ plan: "monthly" });
    expect(screen.queryByRole("region", { name: "Complete Your Subscription" })).not.toBeInTheDocument();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("still shows the plans when even the plan list cannot be read", async () => {
    fakeApi({ "GET /api/subscription/status": () => json(200, freeStatus({ paymentsConfigured: false })) });
    renderAt("/subscription");
    expect(await screen.findByRole("button", { name: "Choose Monthly" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Yearly" })).toHaveTextContent("£49.90/year");
  });
});

describe("choosing a plan (spec §4 'Subscription purchase', §8)", () => {
  // Stripe.js is fetched once per publishable key and page, so each test has its own key.
  let keys = 0;
  const chooseYearly = async (
    routes: Record<string, (request: Request) => Response | Promise<Response>> = {},
  ) => {
    const publishableKey = `pk_test_encore_${++keys}`;
    const api = fakeApi({
      "GET /api/subscription/status": statusRoute(
        freeStatus(),
        freeStatus({
          isPremium: true,
          status: "trial",
          plan: "yearly",
          trialEndsAt: "2026-11-28T12:00:00.000Z",
        }),
      ),
      "GET /api/subscription/config": () => json(200, stripeConfig({ publishableKey })),
      "POST /api/subscription/create": () => json(200, created),
      "POST /api/subscription/confirm": () => json(200, { success: true, status: "trial" }),
      ...routes,
    });
    const user = userEvent.setup();
    const rendered = renderAt("/subscription");
    await user.click(await screen.findByRole("button", { name: "Choose Yearly" }));
    return { ...api, ...rendered, user, publishableKey };
  };

  it("says 'Setting up...' while the plan is created", async () => {
    let answer: (response: Response) => void = () => {};
    await chooseYearly({
      "POST /api/subscription/create": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole("button", { name: "Setting up..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Choose Monthly" })).toBeDisabled();
    await act(async () => answer(json(200, created)));
    expect(await screen.findByRole("region", { name: "Complete Your Subscription" })).toBeInTheDocument();
  });

  it("shows Stripe's payment form, subscribes, says 'Subscription Activated!', clears it and refetches", async () => {
    const { sent, queryClient, user, publishableKey } = await chooseYearly();
    queryClient.setQueryData(quotaQueryKey, { isInTrial: true, trialDaysRemaining: 7 });

    const form = await screen.findByRole("region", { name: "Complete Your Subscription" });
    expect(within(form).getByText("Subscribe to the Encore Yearly plan")).toBeInTheDocument();
    expect(await sent("POST", "/api/subscription/create")[0]?.json()).toEqual({ plan: "yearly" });
    expect(stripe.loadStripe).toHaveBeenCalledWith(publishableKey);
    expect(stripe.elementsOptions.at(-1)).toEqual({
      clientSecret: "seti_123_secret_456",
      appearance: { theme: "stripe" },
    });
    expect(stripe.paymentElementOptions.at(-1)).toMatchObject({
      wallets: { applePay: "auto", googlePay: "auto" },
    });

    await user.click(await within(form).findByRole("button", { name: "Subscribe to Yearly plan" }));
    expect(await toast("Subscription Activated!")).toBeInTheDocument();
    expect(
      screen.getByText("Welcome to the premium plan! Your payment method has been saved."),
    ).toBeInTheDocument();
    expect(stripe.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ elements: { id: "elements" }, redirect: "if_required" }),
    );
    expect(await sent("POST", "/api/subscription/confirm")[0]?.json()).toEqual({
      setupIntentId: "seti_123",
      priceId: "price_yearly",
    });
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Complete Your Subscription" })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole("heading", { name: "Premium" })).toBeInTheDocument();
    expect(sent("GET", "/api/subscription/status")).toHaveLength(2);
    expect(queryClient.getQueryState(quotaQueryKey)?.isInvalidated).toBe(true);
  });

  it("says 'Processing...' while Stripe confirms", async () => {
    let settle: (value: unknown) => void = () => {};
    stripe.confirmSetup.mockReturnValue(new Promise((resolve) => (settle = resolve)));
    const { user } = await chooseYearly();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Yearly plan" }));
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    await act(async () => settle({ setupIntent: { status: "succeeded" } }));
    expect(await toast("Subscription Activated!")).toBeInTheDocument();
  });

  it("says 'Loading payment form...' until Stripe is ready, and a click then asks to wait", async () => {
    stripe.elementReady = false;
    const { user } = await chooseYearly();
    const button = await screen.findByRole("button", { name: "Loading payment form..." });
    await user.click(button);
    expect(await toast("Payment Processing Error")).toBeInTheDocument();
    expect(
      screen.getByText("Payment system is still loading. Please wait a moment and try again."),
    ).toBeInTheDocument();
    expect(stripe.confirmSetup).not.toHaveBeenCalled();
  });

  it("clears the selection with 'Failed to initialize payment. Please try again.' when a field is missing", async () => {
    await chooseYearly({
      "POST /api/subscription/create": () =>
        json(200, { clientSecret: "seti_1_secret", setupIntentId: "seti_1" }),
    });
    expect(await toast("Subscription Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to initialize payment. Please try again.")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Complete Your Subscription" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose Yearly" })).toBeEnabled();
  });

  it("toasts 'Setup Failed' with Stripe's message and does not confirm", async () => {
    stripe.confirmSetup.mockResolvedValue({ error: { message: "Your card was declined." } });
    const { user, sent } = await chooseYearly();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Yearly plan" }));
    expect(await toast("Setup Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(sent("POST", "/api/subscription/confirm")).toHaveLength(0);
    expect(screen.getByRole("region", { name: "Complete Your Subscription" })).toBeInTheDocument();
  });

  it("toasts 'Subscription Error' with the server's error when confirming fails", async () => {
    const { user } = await chooseYearly({
      "POST /api/subscription/confirm": () => json(200, { success: false, error: "Card setup not finished" }),
    });
    await user.click(await screen.findByRole("button", { name: "Subscribe to Yearly plan" }));
    expect(await toast("Subscription Error")).toBeInTheDocument();
    expect(screen.getByText("Card setup not finished")).toBeInTheDocument();
  });

  it("falls back to 'Failed to activate subscription'", async () => {
    const { user } = await chooseYearly({
      "POST /api/subscription/confirm": () => json(200, { success: false }),
    });
    await user.click(await screen.findByRole("button", { name: "Subscribe to Yearly plan" }));
    expect(await screen.findByText("Failed to activate subscription")).toBeInTheDocument();
  });

  it("toasts 'Setup Error' when something throws", async () => {
    stripe.confirmSetup.mockRejectedValue(new Error("Stripe.js went away"));
    const { user } = await chooseYearly();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Yearly plan" }));
    expect(await toast("Setup Error")).toBeInTheDocument();
    expect(screen.getByText("Stripe.js went away")).toBeInTheDocument();
  });

  it("says so when Stripe.js cannot be fetched", async () => {
    stripe.loadStripe.mockRejectedValue(new Error("Failed to load Stripe.js"));
    await chooseYearly();
    expect(await screen.findByText(/The payment form could not be loaded from Stripe/)).toBeInTheDocument();
  });
});

describe("canceling (spec §4, §8)", () => {
  const subscribed = freeStatus({ isPremium: true, status: "active", plan: "monthly" });
  const canceled = {
    ...subscribed,
    cancelAtPeriodEnd: true,
    subscriptionEndsAt: "2026-12-21T12:00:00.000Z",
  };

  it("cancels at the period's end with 'Subscription Canceled', then shows the end date", async () => {
    const { sent } = fakeApi({
      "GET /api/subscription/status": statusRoute(subscribed, canceled),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
      "POST /api/subscription/cancel": () => json(200, { success: true, status: "active" }),
    });
    const user = userEvent.setup();
    renderAt("/subscription");
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your Monthly subscription?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    expect(await toast("Subscription Canceled")).toBeInTheDocument();
    expect(
      screen.getByText("Your subscription has been canceled and will end at the current billing period."),
    ).toBeInTheDocument();
    expect(await screen.findByText("Ends 21 December 2026")).toBeInTheDocument();
    expect(sent("POST", "/api/subscription/cancel")).toHaveLength(1);
  });

  it("'Keep subscription' closes the question without canceling", async () => {
    const { sent } = fakeApi({
      "GET /api/subscription/status": () => json(200, subscribed),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    const user = userEvent.setup();
    renderAt("/subscription");
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    await user.click(await screen.findByRole("button", { name: "Keep subscription" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(sent("POST", "/api/subscription/cancel")).toHaveLength(0);
  });

  it("toasts 'Cancellation Failed' with the server's message, or the fallback", async () => {
    let answer = json(502, { error: "Stripe did not answer" });
    fakeApi({
      "GET /api/subscription/status": () => json(200, subscribed),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
      "POST /api/subscription/cancel": () => answer,
    });
    const user = userEvent.setup();
    renderAt("/subscription");
    const cancel = async () => {
      await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
      const dialog = await screen.findByRole("alertdialog");
      await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    };
    await cancel();
    expect(await toast("Cancellation Failed")).toBeInTheDocument();
    expect(screen.getByText("Stripe did not answer")).toBeInTheDocument();

    answer = json(200, { success: false });
    await cancel();
    expect(await screen.findByText("Unable to cancel subscription. Please try again.")).toBeInTheDocument();
  });
});

describe("coming back from a payment method that redirected", () => {
  it("confirms the remembered setup and says 'Subscription Activated!'", async () => {
    sessionStorage.setItem(
      "encore.subscription-setup",
      JSON.stringify({ plan: "monthly", setupIntentId: "seti_9", priceId: "price_monthly" }),
    );
    const { sent } = fakeApi({
      "GET /api/subscription/status": statusRoute(
        freeStatus(),
        freeStatus({ isPremium: true, status: "active", plan: "monthly" }),
      ),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
      "POST /api/subscription/confirm": () => json(200, { success: true, status: "active" }),
    });
    const { router } = renderAt("/subscription?setup_intent=seti_9&redirect_status=succeeded");
    expect(await toast("Subscription Activated!")).toBeInTheDocument();
    expect(await sent("POST", "/api/subscription/confirm")[0]?.json()).toEqual({
      setupIntentId: "seti_9",
      priceId: "price_monthly",
    });
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("heading", { name: "Premium" })).toBeInTheDocument();
    expect(sessionStorage.getItem("encore.subscription-setup")).toBeNull();
  });

  it("says 'Setup Failed' when Stripe reports the setup failed", async () => {
    const { sent } = fakeApi({
      "GET /api/subscription/status": () => json(200, freeStatus()),
      "GET /api/subscription/config": () => json(200, stripeConfig()),
    });
    renderAt("/subscription?setup_intent=seti_9&redirect_status=requires_payment_method");
    expect(await toast("Setup Failed")).toBeInTheDocument();
    expect(sent("POST", "/api/subscription/confirm")).toHaveLength(0);
  });
});
