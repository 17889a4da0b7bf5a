import type { PlanId } from "../api/types.ts";

/** The setup being confirmed, kept for the way back from a payment method that redirects. */
export interface RememberedSetup {
  plan: PlanId;
  setupIntentId: string;
  priceId: string;
}

export type RedirectReturn =
  | { kind: "none" }
  | { kind: "confirm"; setup: RememberedSetup }
  | { kind: "failed"; setupIntentId: string };

/**
 * Stripe sends a musician back from a redirecting payment method to the return URL with
 * `setup_intent` and `redirect_status`. Only the setup this tab started is confirmed.
 */
export const redirectReturn = (search: string, remembered: RememberedSetup | null): RedirectReturn => {
  const params = new URLSearchParams(search);
  const setupIntentId = params.get("setup_intent");
  if (!setupIntentId) return { kind: "none" };
  const status = params.get("redirect_status");
  if (status !== "succeeded" && status !== "processing") return { kind: "failed", setupIntentId };
  if (!remembered || remembered.setupIntentId !== setupIntentId) return { kind: "failed", setupIntentId };
  return { kind: "confirm", setup: remembered };
};

const STORAGE_KEY = "encore.subscription-setup";

export const rememberSetup = (setup: RememberedSetup) => {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(setup));
  } catch {
    // private mode without storage: a redirecting method then needs the plan chosen again
  }
};

export const rememberedSetup = (): RememberedSetup | null => {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<RememberedSetup>) : null;
    return parsed && typeof parsed.setupIntentId === "string" && typeof parsed.priceId === "string"
      ? {
          plan: parsed.plan === "yearly" ? "yearly" : "monthly",
          setupIntentId: parsed.setupIntentId,
          priceId: parsed.priceId,
        }
      : null;
  } catch {
    return null;
  }
};

export const forgetSetup = () => {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
};
