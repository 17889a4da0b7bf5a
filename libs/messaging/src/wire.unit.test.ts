import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { InvalidMessageError, RemoteHandlerError } from "./errors.ts";
import { assertSubjectName } from "./port.ts";
import { decodeReply, encodeFailureReply, encodeSuccessReply, formatIssue, toRemoteFailure } from "./wire.ts";

const Fee = Schema.Struct({ fee: Schema.NumberFromString });

describe("wire format", () => {
  it("wraps an encoded response in an ok envelope and decodes it back", () => {
    const text = encodeSuccessReply(Fee, "billing.quote", { fee: 300 });

    expect(JSON.parse(text)).toEqual({ ok: true, value: { fee: "300" } });
    expect(decodeReply(Fee, "billing.quote", text)).toEqual({ fee: 300 });
  });

  it("carries a response that encodes to nothing", () => {
    expect(
      decodeReply(
        Schema.Undefined,
        "billing.ping",
        encodeSuccessReply(Schema.Undefined, "billing.ping", undefined),
      ),
    ).toBe(undefined);
  });

  it("keeps a thrown error's _tag and calls anything else HandlerFailed", () => {
    class QuotaExceeded extends Error {
      readonly _tag = "QuotaExceeded";
    }

    expect(toRemoteFailure(new QuotaExceeded("no generations left"), "billing.reserve")).toEqual({
      tag: "QuotaExceeded",
      message: "no generations left",
    });
    expect(toRemoteFailure(new Error("boom"), "billing.reserve")).toEqual({
      tag: "HandlerFailed",
      message: "boom",
    });
    expect(toRemoteFailure("plain string", "billing.reserve")).toEqual({
      tag: "HandlerFailed",
      message: "plain string",
    });
  });

  it("turns a failure envelope into RemoteHandlerError", () => {
    const text = encodeFailureReply({ tag: "QuotaExceeded", message: "no generations left" });

    expect(() => decodeReply(Fee, "billing.reserve", text)).toThrow(RemoteHandlerError);
    expect(() => decodeReply(Fee, "billing.reserve", text)).toThrow(
      'Handler of "billing.reserve" failed with QuotaExceeded: no generations left',
    );
  });

  it("refuses a reply that is not JSON or not an envelope", () => {
    expect(() => decodeReply(Fee, "billing.quote", "<html>")).toThrow(InvalidMessageError);
    expect(() => decodeReply(Fee, "billing.quote", '{"fee":"3"}')).toThrow(/reply envelope does not match/);
  });

  it("folds a multi-line schema issue into one line", () => {
    expect(formatIssue('Expected string\n  at ["userId"]\nMissing key\n  at ["at"]')).toBe(
      'Expected string at ["userId"]; Missing key at ["at"]',
    );
  });
});

describe("subject names", () => {
  it("accepts dot-separated tokens and refuses wildcards, spaces and empty tokens", () => {
    expect(assertSubjectName("billing.reserve-generation")).toBe("billing.reserve-generation");
    for (const bad of ["", "billing.*", "billing.>", "billing..reserve", "billing reserve", ".billing"]) {
      expect(() => assertSubjectName(bad)).toThrow(/Invalid subject name/);
    }
  });
});
