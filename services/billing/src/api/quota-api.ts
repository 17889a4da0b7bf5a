/** `GET /api/setlists/can-generate` (spec section 7): the quota banner's status, polled every 10 s. */
import { currentUser, requireUser } from "@encore/runtime";
import { Hono } from "hono";
import type { Quotas } from "../quota/quotas.ts";

export const CAN_GENERATE_PATH = "/api/setlists/can-generate";

export const quotaApi = (quotas: Quotas): Hono => {
  const app = new Hono();
  app.get(CAN_GENERATE_PATH, requireUser, async (c) => {
    const user = currentUser(c)!;
    c.header("Cache-Control", "no-store");
    return c.json(await quotas.status(user.id));
  });
  return app;
};
