import { describe, expect, it } from "vitest";
import { composerFromEnvironment } from "./service.ts";

describe("composerFromEnvironment", () => {
  it("composes locally without an OpenAI key, and with OpenAI when one is set", () => {
    expect(composerFromEnvironment({}).name).toBe("local");
    expect(composerFromEnvironment({ OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-4.1-mini" }).name).toBe(
      "openai",
    );
  });

  it("names a bad OpenAI base URL at start-up", () => {
    expect(() =>
      composerFromEnvironment({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: "not a url" }),
    ).toThrow(/OPENAI_BASE_URL must be an http\(s\):\/\/ base URL/);
  });
});
