export interface WaitForOptions {
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
}

/** Polls until the predicate holds, for asynchronous deliveries; fails with the description on timeout. */
export const waitFor = async (
  description: string,
  predicate: () => boolean,
  { timeoutMs = 5000, intervalMs = 5 }: WaitForOptions = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for: ${description}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
};

/** The error a promise rejects with, so a test can assert on several of its fields. */
export const rejectionOf = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected the promise to reject, but it resolved");
};
