/**
 * What the gateway needs of identity at its edge: answer identity's own calls, and vouch for the
 * signed-in user of every other /api request with a signed `x-encore-user` header.
 */
import type { SqlDatabase } from "@encore/eventstore";
import { type RunningService, signUserAssertion, USER_ASSERTION_HEADER } from "@encore/runtime";
import { isIdentityPath, signedInUser } from "./api/identity-api.ts";
import { sessionReadModel } from "./sessions/session-read-model.ts";

export interface IdentityEdge {
  readonly name: string;
  /** Whether identity itself answers this /api path. */
  handles(path: string): boolean;
  /** Answers an identity call; `env` carries the Node socket, for the client's address. */
  fetch(request: Request, env?: unknown): Promise<Response>;
  /**
   * Prepares a request for a service: adds `x-encore-user` for a signed-in user, and removes the
   * session token (Authorization, Cookie), which no service needs to see.
   */
  vouch(headers: Headers): Promise<void>;
  ready(): Promise<{ ready: boolean; detail: unknown }>;
  status(): Promise<unknown>;
}

export const identityEdge = (options: {
  readonly service: RunningService;
  readonly database: SqlDatabase;
  readonly internalSecret: string;
  readonly now?: () => Date;
}): IdentityEdge => {
  const { service, internalSecret } = options;
  const now = options.now ?? (() => new Date());
  const readModel = sessionReadModel(options.database);
  return {
    name: service.name,
    handles: isIdentityPath,
    fetch: async (request, env) => service.app.fetch(request, env),
    vouch: async (headers) => {
      const at = now();
      const user = await signedInUser(readModel, headers, at);
      headers.delete("authorization");
      headers.delete("cookie");
      if (user)
        headers.set(
          USER_ASSERTION_HEADER,
          signUserAssertion({ id: user.id, email: user.email }, internalSecret, at),
        );
    },
    ready: async () => {
      const readiness = await service.ready();
      return { ready: readiness.ready, detail: readiness };
    },
    status: () => service.status(),
  };
};
