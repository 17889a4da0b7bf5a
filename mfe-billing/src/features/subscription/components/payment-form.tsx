import { Button, Card, toast } from "@encore/ui";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The `pure` entry fetches Stripe.js only when loadStripe is called, not when this chunk loads.
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { CircleAlertIcon, LockIcon } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { confirmAndAnnounce } from "../hooks/announce-confirmation.ts";
import type { PendingPayment } from "../lib/purchase.ts";
import { forgetSetup, rememberSetup } from "../lib/redirect-return.ts";

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, fetched once per publishable key; a failed fetch is forgotten so the next try fetches again. */
const stripeFor = (publishableKey: string): Promise<Stripe | null> => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch((error: unknown) => {
      stripes.delete(publishableKey);
      throw error;
    });
    stripes.set(publishableKey, stripe);
    // The form reports a failure once it renders; until then the rejection is not "unhandled".
    stripe.catch(() => undefined);
  }
  return stripe;
};

function CheckoutForm({
  payment,
  planName,
  onSucceeded,
}: {
  payment: PendingPayment;
  planName: string;
  onSucceeded: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const ready = stripe !== null && elements !== null && elementReady;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    if (!ready || !stripe || !elements) {
      toast({
        title: "Payment Processing Error",
        description: "Payment system is still loading. Please wait a moment and try again.",
        variant: "destructive",
      });
      return;
    }
    setProcessing(true);
    rememberSetup({ plan: payment.plan, setupIntentId: payment.setupIntentId, priceId: payment.priceId });
    try {
      const { error } = await stripe.confirmSetup({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}/subscription` },
      });
      if (error) {
        toast({
          title: "Setup Failed",
          description: error.message ?? "An unexpected error occurred",
          variant: "destructive",
        });
        return;
      }
      if (await confirmAndAnnounce(payment)) onSucceeded();
    } catch (error) {
      toast({
        title: "Setup Error",
        description: (error instanceof Error && error.message) || "An unexpected error occurred",
        variant: "destructive",
      });
    } finally {
      forgetSetup();
      setProcessing(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-5">
      {/* Stripe's 'stripe' theme is light, so the element sits on a light panel in both themes. */}
      <div className="min-h-40 rounded-md bg-white p-4 text-slate-900">
        <PaymentElement
          options={{ layout: "tabs", wallets: { applePay: "auto", googlePay: "auto" } }}
          onReady={() => setElementReady(true)}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" loading={processing}>
        {processing ? "Processing..." : ready ? `Subscribe to ${planName} plan` : "Loading payment form..."}
      </Button>
    </form>
  );
}

/**
 * Spec §2: 'Complete Your Subscription' with Stripe's Payment Element (wallets automatic, 'stripe'
 * theme, §9) for the SetupIntent the create call made; confirms without redirect unless required (§7).
 * Loaded as its own chunk when a plan is chosen (decision 0016).
 */
export function PaymentForm({
  payment,
  planName,
  publishableKey,
  onSucceeded,
  onClose,
}: {
  payment: PendingPayment;
  planName: string;
  publishableKey: string | null;
  onSucceeded: () => void;
  onClose: () => void;
}) {
  const [stripe] = useState(() => (publishableKey ? stripeFor(publishableKey) : null));
  const [loadFailed, setLoadFailed] = useState(publishableKey === null);
  useEffect(() => {
    let current = true;
    stripe?.then(
      (loaded) => current && loaded === null && setLoadFailed(true),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [stripe]);

  return (
    <Card
      role="region"
      aria-labelledby="complete-subscription"
      className="mx-auto grid w-full max-w-xl gap-5 p-6"
    >
      <div className="grid gap-1">
        <h2 id="complete-subscription" className="text-xl font-semibold tracking-tight">
          Complete Your Subscription
        </h2>
        <p className="text-sm text-muted-foreground">Subscribe to the Encore {planName} plan</p>
      </div>
      {loadFailed ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-md border border-red-500/50 bg-red-500/10 px-4 py-3 text-sm text-red-950 dark:text-red-100"
        >
          <CircleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            The payment form could not be loaded from Stripe. Check your connection, then choose the plan
            again.
          </p>
        </div>
      ) : (
        <Elements
          stripe={stripe}
          options={{ clientSecret: payment.clientSecret, appearance: { theme: "stripe" } }}
        >
          <CheckoutForm payment={payment} planName={planName} onSucceeded={onSucceeded} />
        </Elements>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <LockIcon className="size-3.5" aria-hidden="true" />
          Card details go straight to Stripe; Encore never sees them.
        </span>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Choose another plan
        </Button>
      </div>
    </Card>
  );
}

export default PaymentForm;
