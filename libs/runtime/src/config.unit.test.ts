import { describe, expect, it } from "vitest";
import {
  BooleanFromString,
  ConfigError,
  envVar,
  InternalSecretText,
  loadConfig,
  PortFromString,
  PostgresUrl,
} from "./config.ts";

const spec = {
  port: envVar("PORT", PortFromString, "a port number from 1 to 65535", { defaultValue: "3000" }),
  databaseUrl: envVar("DATABASE_URL", PostgresUrl, "a postgres:// URL"),
  verbose: envVar("VERBOSE", BooleanFromString, "true or false", { optional: true }),
};

describe("loadConfig", () => {
  it("decodes each variable and applies defaults", () => {
    const config = loadConfig(spec, { DATABASE_URL: "postgres://localhost/encore", VERBOSE: "1" });
    expect(config).toEqual({ port: 3000, databaseUrl: "postgres://localhost/encore", verbose: true });
  });

  it("leaves an optional variable undefined", () => {
    expect(loadConfig(spec, { DATABASE_URL: "postgresql://x/y" }).verbose).toBeUndefined();
  });

  it("names a missing variable and what to set it to, in one line", () => {
    expect(() => loadConfig(spec, {})).toThrow(
      new ConfigError("DATABASE_URL", "is missing: set it to a postgres:// URL"),
    );
    expect(() => loadConfig(spec, {})).toThrow(
      "Configuration error: DATABASE_URL is missing: set it to a postgres:// URL",
    );
  });

  it("names a bad value with what it should be and what it got", () => {
    expect(() => loadConfig(spec, { PORT: "70000", DATABASE_URL: "postgres://x/y" })).toThrow(
      'Configuration error: PORT must be a port number from 1 to 65535, got "70000"',
    );
    expect(() => loadConfig(spec, { PORT: "abc", DATABASE_URL: "postgres://x/y" })).toThrow(/PORT must be/);
    expect(() => loadConfig(spec, { DATABASE_URL: "mysql://x/y" })).toThrow(
      /DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig(spec, { DATABASE_URL: "postgres://x/y", VERBOSE: "yes" })).toThrow(
      /VERBOSE must be true or false/,
    );
  });
});

describe("secret variables", () => {
  it("never echo the value in the error line", () => {
    const secrets = {
      internalSecret: envVar("ENCORE_INTERNAL_SECRET", InternalSecretText, "at least 32 characters", {
        secret: true,
      }),
    };
    expect(() => loadConfig(secrets, { ENCORE_INTERNAL_SECRET: "too-short-s3cret" })).toThrow(
      "Configuration error: ENCORE_INTERNAL_SECRET must be at least 32 characters, got a value of 16 characters",
    );
  });
});
