import { Button, LoadingState, MessageState, toast } from "@encore/ui";
import { useQuery } from "@tanstack/react-query";
import { CircleAlertIcon, PlugZapIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { subscriptionConfigQueryOptions } from "../api/subscription-config.ts";
import { subscriptionStatusQueryOptions } from "../api/subscription-status.ts";
import { confirmAndAnnounce } from "../hooks/announce-confirmation.ts";
import { useRefreshSubscription, useSubscriptionPurchase } from "../hooks/use-subscription-purchase.ts";
import { planCards, planLabel, SPEC_PLANS } from "../lib/plans.ts";
import { forgetSetup, redirectReturn, rememberedSetup } from "../lib/redirect-return.ts";
import { statusSummary } from "../lib/status-summary.ts";
import { PlanCard } from "./plan-card.tsx";
import { StatusCard } from "./status-card.tsx";

// Stripe's React bindings and Stripe.js itself load only once a plan is chosen (decision 0016).
const PaymentForm = lazy(() => import("./payment-form.tsx"));

function NotConfiguredNotice() {
  return (
    <div
      role="note"
      aria-label="Payments are not configured"
      className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-400/15 px-4 py-3 text-sm text-amber-950 dark:text-amber-100"
    >
      <PlugZapIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Payments are not configured on this server.</strong> You can compare
        the plans, but subscribing needs the server's Stripe keys. Your free setlists and trial work as usual.
      </p>
    </div>
  );
}

/** Back from a payment method that redirected (Stripe adds `setup_intent`): confirm it once, then tidy the address. */
function useRedirectReturn() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshSubscription();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const back = redirectReturn(search, rememberedSetup());
    if (back.kind === "none") return;
    handled.current = true;
    forgetSetup();
    void navigate("/subscription", { replace: true });
    if (back.kind === "failed") {
      toast({
        title: "Setup Failed",
        description: "Your payment method could not be set up. Please try again.",
        variant: "destructive",
      });
      return;
    }
    confirmAndAnnounce(back.setup).then(
      async (activated) => {
        if (activated) await refresh();
      },
      (error: unknown) =>
        toast({
          title: "Setup Error",
          description: (error instanceof Error && error.message) || "An unexpected error occurred",
          variant: "destructive",
        }),
    );
  }, [search, navigate, refresh]);
}

/** Spec §2 'Subscription' at /subscription: status card, the two plans and Stripe's payment form. */
export function SubscriptionPage() {
  const status = useQuery(subscriptionStatusQueryOptions());
  const config = useQuery(subscriptionConfigQueryOptions());
  const purchase = useSubscriptionPurchase();
  useRedirectReturn();
  const paymentRef = useRef<HTMLDivElement>(null);

  const plans = config.data?.plans?.length ? config.data.plans : SPEC_PLANS;
  const paymentsConfigured = status.data?.paymentsConfigured ?? config.data?.paymentsConfigured ?? true;
  const summary = status.data ? statusSummary(status.data) : null;
  const pendingPlan = purchase.pending?.plan;

  useEffect(() => {
    if (pendingPlan) paymentRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  }, [pendingPlan]);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8 md:py-12">
      <header className="grid justify-items-center gap-3 text-center">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Encore Premium</p>
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">Choose Your Plan</h1>
        <p className="max-w-xl text-muted-foreground">
          Start with 7 days free, then unlock unlimited setlist generation with the premium plan
        </p>
      </header>

      {status.isPending ? (
        <LoadingState text="Loading subscription details..." />
      ) : status.isError || !status.data || !summary ? (
        <MessageState
          role="alert"
          icon={<CircleAlertIcon />}
          title="Your subscription could not be loaded"
          text="Check your connection and try again."
          action={
            <Button variant="outline" onClick={() => void status.refetch()} loading={status.isRefetching}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <StatusCard status={status.data} planName={summary.plan ? planLabel(plans, summary.plan) : null} />
          {paymentsConfigured ? null : <NotConfiguredNotice />}
          <section aria-label="Plans" className="grid gap-8 pt-2 md:grid-cols-2 md:gap-6">
            {planCards(plans).map((card) => (
              <PlanCard
                key={card.plan}
                card={card}
                settingUp={purchase.settingUp === card.plan}
                current={summary.subscribed && summary.plan === card.plan}
                disabled={summary.subscribed || purchase.settingUp !== null}
                onChoose={() => purchase.choose(card.plan)}
              />
            ))}
          </section>
          {summary.subscribed ? (
            <p className="-mt-4 text-center text-sm text-muted-foreground">
              To change plans, cancel this one; you can choose again once it has ended.
            </p>
          ) : null}
          {purchase.pending ? (
            <div ref={paymentRef} className="scroll-mt-24">
              <Suspense fallback={<LoadingState text="Loading payment form..." />}>
                <PaymentForm
                  key={`${purchase.pending.setupIntentId}:${config.data?.publishableKey ?? ""}`}
                  payment={purchase.pending}
                  planName={planLabel(plans, purchase.pending.plan)}
                  publishableKey={config.data?.publishableKey ?? null}
                  onSucceeded={() => void purchase.succeeded()}
                  onClose={purchase.clear}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
