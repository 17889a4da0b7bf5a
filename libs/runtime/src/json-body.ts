/**
 * Reading and decoding JSON request bodies in a service's Hono routes. A refusal is a 400 whose
 * `error` names the first failing field (`numberOfSets: must be between 1 and 5`), never a 500.
 */
import { type FieldIssue, fieldIssues, formatFieldIssues } from "@encore/contracts";
import { Result, Schema } from "effect";
import type { Context } from "hono";

/** What a 400 answers: one sentence for the toast, and every issue for forms that mark fields. */
export interface BadRequestBody {
  readonly error: string;
  readonly issues: ReadonlyArray<FieldIssue>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The parsed body; an empty body is `undefined`. */
export const readJsonBody = async (c: Context): Promise<Result.Result<unknown, BadRequestBody>> => {
  const text = await c.req.text();
  if (text.trim() === "") return Result.succeed(undefined);
  try {
    return Result.succeed(JSON.parse(text));
  } catch {
    return Result.fail({
      error: "The request body is not valid JSON",
      issues: [{ path: "", message: "not JSON" }],
    });
  }
};

/**
 * Decodes a parsed JSON body that must be an object. `expected` completes "Send a JSON object
 * with ..." for a body that is missing or not an object.
 */
export const decodeBody = <S extends Schema.Codec<unknown, unknown>>(
  schema: S,
  body: unknown,
  expected: string,
): Result.Result<S["Type"], BadRequestBody> => {
  if (!isPlainObject(body)) {
    return Result.fail({
      error: `Send a JSON object with ${expected}`,
      issues: [{ path: "", message: "expected an object" }],
    });
  }
  const decoded = Schema.decodeUnknownResult(schema, { errors: "all" })(body);
  if (Result.isSuccess(decoded)) return Result.succeed(decoded.success);
  const issues = fieldIssues(decoded.failure);
  const first = issues[0];
  return Result.fail({ error: first ? formatFieldIssues([first]) : "The request is not valid", issues });
};

/** `readJsonBody` then `decodeBody`, for a route handler. */
export const decodeJsonBody = async <S extends Schema.Codec<unknown, unknown>>(
  c: Context,
  schema: S,
  expected: string,
): Promise<Result.Result<S["Type"], BadRequestBody>> => {
  const json = await readJsonBody(c);
  return Result.isFailure(json) ? Result.fail(json.failure) : decodeBody(schema, json.success, expected);
};
