import type { RunningService } from "@encore/runtime";

/** How the gateway reaches a service: a direct call when embedded, HTTP when distributed. */
export interface ServiceEndpoint {
  readonly name: string;
  /** Forwards a request; the path is kept as it is. */
  fetch(request: Request): Promise<Response>;
  /** The service's own /ready and /ops/status documents. */
  ready(): Promise<{ ready: boolean; detail: unknown }>;
  status(): Promise<unknown>;
}

export const embeddedEndpoint = (service: RunningService): ServiceEndpoint => ({
  name: service.name,
  fetch: async (request) => service.app.fetch(request),
  ready: async () => {
    const readiness = await service.ready();
    return { ready: readiness.ready, detail: readiness };
  },
  status: () => service.status(),
});

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are not forwarded.
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
];

export const httpEndpoint = (name: string, baseUrl: string, timeoutMs = 30_000): ServiceEndpoint => {
  const base = baseUrl.replace(/\/$/, "");
  const unavailable = (reason: string) =>
    Response.json(
      { error: `The ${name} service is unavailable. Please try again.`, reason },
      { status: 503 },
    );
  const getJson = async (path: string) => {
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
    return { ok: response.ok, body: (await response.json()) as unknown };
  };
  return {
    name,
    fetch: async (request) => {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      for (const header of HOP_BY_HOP) headers.delete(header);
      const hasBody = request.method !== "GET" && request.method !== "HEAD";
      try {
        const response = await fetch(`${base}${url.pathname}${url.search}`, {
          method: request.method,
          headers,
          body: hasBody ? await request.arrayBuffer() : undefined,
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
        });
        const responseHeaders = new Headers(response.headers);
        // fetch has already decoded the body; the length and encoding of the original no longer apply.
        responseHeaders.delete("content-encoding");
        responseHeaders.delete("content-length");
        return new Response(response.body, { status: response.status, headers: responseHeaders });
      } catch (error) {
        return unavailable(error instanceof Error ? error.message : String(error));
      }
    },
    ready: async () => {
      try {
        const { ok, body } = await getJson("/ready");
        return { ready: ok, detail: body };
      } catch (error) {
        return {
          ready: false,
          detail: { service: name, error: error instanceof Error ? error.message : String(error) },
        };
      }
    },
    status: async () => {
      try {
        return (await getJson("/ops/status")).body;
      } catch (error) {
        return { service: name, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
};
