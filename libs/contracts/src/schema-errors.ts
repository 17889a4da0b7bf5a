/**
 * Turns a Schema failure into field-named messages, for 400 answers, config errors and event decoding.
 * Built on Effect's Standard Schema formatter (it flattens the issue tree into path + message); only
 * missing and unexpected keys get our wording, and "Expected ..." is lower-cased to follow a path.
 */
import { Schema, SchemaIssue } from "effect";

export interface FieldIssue {
  /** `brief.vocalists[0].name`; empty for the value as a whole. */
  readonly path: string;
  readonly message: string;
}

const formatter = SchemaIssue.makeFormatterStandardSchemaV1({
  leafHook: (issue) => {
    switch (issue._tag) {
      case "MissingKey":
        return issue.annotations?.messageMissingKey ?? "is required";
      case "UnexpectedKey":
        return "is not allowed";
      default:
        return SchemaIssue.defaultLeafHook(issue);
    }
  },
});

/** `["brief", "vocalists", 0, "name"]` → `brief.vocalists[0].name`. */
export const formatPath = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path
    .map((segment) => (typeof segment === "object" ? segment.key : segment))
    .reduce<string>((text, key) => {
      if (typeof key === "number") return `${text}[${key}]`;
      const name = String(key);
      return text === "" ? name : `${text}.${name}`;
    }, "");

const lowerExpected = (message: string): string =>
  message.startsWith("Expected ") ? `expected ${message.slice("Expected ".length)}` : message;

/** Every failed field with why, in the order Schema found them, without duplicates. */
export const fieldIssues = (failure: Schema.SchemaError | SchemaIssue.Issue): ReadonlyArray<FieldIssue> => {
  const issue = Schema.isSchemaError(failure) ? failure.issue : failure;
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const entry of formatter(issue).issues) {
    const fieldIssue = { path: formatPath(entry.path ?? []), message: lowerExpected(entry.message) };
    const id = `${fieldIssue.path}\u0000${fieldIssue.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    issues.push(fieldIssue);
  }
  return issues;
};

/** One sentence: "numberOfSets: must be between 1 and 5; vocalists[0].name: Vocalist name is required". */
export const formatFieldIssues = (issues: ReadonlyArray<FieldIssue>): string =>
  issues.map(({ path, message }) => (path === "" ? message : `${path}: ${message}`)).join("; ");

export const formatSchemaError = (failure: Schema.SchemaError | SchemaIssue.Issue): string =>
  formatFieldIssues(fieldIssues(failure));
