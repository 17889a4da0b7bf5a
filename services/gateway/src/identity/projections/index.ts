import type { Projection } from "@encore/eventstore";
import { passwordResetsProjection } from "./password-resets.ts";
import { sessionsProjection } from "./sessions.ts";
import { usersProjection } from "./users.ts";

/** The gateway's read models, in schema `gateway`. */
export const identityProjections: readonly Projection[] = [
  usersProjection,
  sessionsProjection,
  passwordResetsProjection,
];
