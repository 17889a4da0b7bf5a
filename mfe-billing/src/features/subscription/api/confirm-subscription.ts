import { ApiError, apiRequest } from "@encore/shell/api-client";
import type { ConfirmedSubscription } from "./types.ts";

export interface SetupToConfirm {
  setupIntentId: string;
  priceId: string;
}

/** POST /api/subscription/confirm, after Stripe confirmed the card setup. */
export const confirmSubscription = async (payment: SetupToConfirm): Promise<ConfirmedSubscription> =>
  (await (await apiRequest("POST", "/api/subscription/confirm", payment)).json()) as ConfirmedSubscription;

const errorOf = (error: ApiError): string | undefined => {
  const text = error.message.slice(`${error.status}: `.length);
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === "string" && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
};

/** A confirm answered with an HTTP error is a refusal like `{success: false, error}` (spec §8). */
export const confirmOrRefusal = async (payment: SetupToConfirm): Promise<ConfirmedSubscription> => {
  try {
    return await confirmSubscription({ setupIntentId: payment.setupIntentId, priceId: payment.priceId });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) {
      const said = errorOf(error);
      return said ? { success: false, error: said } : { success: false };
    }
    throw error;
  }
};
