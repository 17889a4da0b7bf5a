import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { CompleteResetPasswordRequest, decodeBody, LoginRequest, SignupRequest } from "./requests.ts";

const errorOf = (result: Result.Result<unknown, { readonly error: string }>) =>
  Result.isFailure(result) ? result.failure.error : "decoded";

describe("request bodies", () => {
  it("take a valid signup", () => {
    expect(
      Result.getOrThrow(
        decodeBody(SignupRequest, { email: "Ana@LateShift.band", password: "secret1", extra: 1 }, "x"),
      ),
    ).toEqual({ email: "Ana@LateShift.band", password: "secret1" });
  });

  it("say which fields are missing", () => {
    expect(errorOf(decodeBody(SignupRequest, {}, "email and password"))).toBe(
      "Email is required; Password is required",
    );
    expect(errorOf(decodeBody(LoginRequest, { email: " ", password: "" }, "x"))).toBe(
      "Email is required; Password is required",
    );
  });

  it("give the spec's message for a short password", () => {
    expect(errorOf(decodeBody(SignupRequest, { email: "ana@lateshift.band", password: "12345" }, "x"))).toBe(
      "Password must be at least 6 characters long",
    );
    expect(errorOf(decodeBody(CompleteResetPasswordRequest, { token: "t", newPassword: "12345" }, "x"))).toBe(
      "Password must be at least 6 characters long",
    );
  });

  it("name the field of a bad email or a wrong type", () => {
    expect(errorOf(decodeBody(LoginRequest, { email: "ana", password: "x" }, "x"))).toBe(
      "Email must be a valid address, like name@example.com",
    );
    expect(errorOf(decodeBody(LoginRequest, { email: 42, password: ["x"] }, "x"))).toBe(
      "Email must be text; Password must be text",
    );
  });

  it("refuse a body that is not an object", () => {
    expect(errorOf(decodeBody(LoginRequest, [1], "email and password"))).toBe(
      "Send a JSON object with email and password",
    );
    expect(errorOf(decodeBody(LoginRequest, null, "email and password"))).toBe(
      "Send a JSON object with email and password",
    );
  });
});
