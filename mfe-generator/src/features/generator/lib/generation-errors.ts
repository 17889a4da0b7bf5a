import { ApiError } from "@encore/shell/api-client";

export type GenerationFailure =
  | { kind: "subscription" }
  | { kind: "toast"; title: string; description: string };

const bodyOf = (error: ApiError): { text: string; json: Record<string, unknown> | null } => {
  const prefix = `${error.status}: `;
  const text = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  try {
    const parsed: unknown = JSON.parse(text);
    return { text, json: parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : null };
  } catch {
    return { text, json: null };
  }
};

/**
 * Spec §8 'Generate': 403, `needsSubscription`, or 'Free limit reached' (on mobile also a message
 * naming the 'generation limit') send the musician to /subscription; anything else is a toast with
 * the server's message.
 */
export const describeGenerationFailure = (error: unknown, isMobile: boolean): GenerationFailure => {
  let status: number | null = null;
  let message: string | null = null;
  let needsSubscription = false;
  if (error instanceof ApiError) {
    status = error.status;
    const { text, json } = bodyOf(error);
    needsSubscription = json?.needsSubscription === true;
    const serverMessage = json?.error ?? json?.message;
    message = typeof serverMessage === "string" && serverMessage.trim() ? serverMessage : text.trim() || null;
  } else if (error instanceof Error && error.message) {
    message = error.message;
  }
  const limitReached =
    status === 403 ||
    needsSubscription ||
    message === "Free limit reached" ||
    (isMobile && message !== null && /generation limit/i.test(message));
  if (limitReached) return { kind: "subscription" };
  return isMobile
    ? { kind: "toast", title: "Generation Failed", description: message ?? "Unknown error occurred" }
    : {
        kind: "toast",
        title: "Error generating setlist",
        description: message ?? "Failed to generate setlist",
      };
};
