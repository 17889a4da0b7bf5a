/**
 * A local stand-in for OpenAI's chat completions API (node:http, random port), for the .int tests of
 * every OpenAI client (the setlists composer, the repertoire detector): the test decides each answer.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export interface ChatRequest {
  readonly messages: readonly { readonly role: string; readonly content: string }[];
}

export type StandInReply =
  /** A 200 chat completion whose message is `content`. */
  | { readonly content: string }
  /** An error as OpenAI answers one. */
  | { readonly status: number; readonly message: string }
  /** No answer at all, for timeouts. */
  | "hang";

/** The user message of a request, which Encore's clients send as JSON. */
export const userMessageOf = (request: ChatRequest): unknown =>
  JSON.parse(request.messages.find((message) => message.role === "user")!.content);

const completion = (content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion",
  created: 1_700_000_000,
  model: "gpt-4.1-mini",
  choices: [
    {
      index: 0,
      message: { role: "assistant", content, refusal: null },
      finish_reason: "stop",
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/** Serves for the whole test file; `baseURL()` is the client's `baseURL` once the server listens. */
export const useOpenAiStandIn = (reply: (request: ChatRequest) => StandInReply) => {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const answer = reply(JSON.parse(body) as ChatRequest);
      if (answer === "hang") return;
      const [status, payload] =
        "content" in answer
          ? [200, completion(answer.content)]
          : [answer.status, { error: { message: answer.message } }];
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(payload));
    });
  });
  let baseURL = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { baseURL: () => baseURL };
};
