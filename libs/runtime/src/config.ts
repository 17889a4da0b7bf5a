import { Schema, SchemaTransformation } from "effect";

/**
 * Configuration comes from the environment, one variable at a time, each decoded with a Schema.
 * A missing or bad value stops start-up with one line naming the variable and what it wants.
 */
export interface EnvVar<A> {
  readonly name: string;
  /** What a good value looks like, in words: it ends up in the error line and the README table. */
  readonly expects: string;
  readonly schema: Schema.Codec<A, string>;
  readonly defaultValue?: string;
  readonly optional?: boolean;
  /** Never echo the value in an error line. */
  readonly secret?: boolean;
}

export class ConfigError extends Error {
  readonly _tag = "ConfigError";
  constructor(
    readonly variable: string,
    readonly problem: string,
  ) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = "ConfigError";
  }
}

export const envVar = <A>(
  name: string,
  schema: Schema.Codec<A, string>,
  expects: string,
  options: { readonly defaultValue?: string; readonly optional?: boolean; readonly secret?: boolean } = {},
): EnvVar<A> => ({ name, schema, expects, ...options });

type Decoded<Spec extends Record<string, EnvVar<unknown>>> = {
  readonly [K in keyof Spec]: Spec[K] extends EnvVar<infer A>
    ? Spec[K]["optional"] extends true
      ? A | undefined
      : A
    : never;
};

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

export const loadConfig = <Spec extends Record<string, EnvVar<unknown>>>(
  spec: Spec,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Decoded<Spec> => {
  const result: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(spec)) {
    const raw = env[variable.name];
    const text = raw === undefined || raw.trim() === "" ? variable.defaultValue : raw.trim();
    if (text === undefined) {
      if (variable.optional) {
        result[key] = undefined;
        continue;
      }
      throw new ConfigError(variable.name, `is missing: set it to ${variable.expects}`);
    }
    const decoded = Schema.decodeUnknownExit(variable.schema)(text);
    if (decoded._tag === "Failure") {
      const got = variable.secret ? `a value of ${text.length} characters` : `"${shown(text)}"`;
      throw new ConfigError(variable.name, `must be ${variable.expects}, got ${got}`);
    }
    result[key] = decoded.value;
  }
  return result as Decoded<Spec>;
};

// The value schemas every service's configuration is made of.
export const PortFromString = Schema.NumberFromString.check(
  Schema.isInt(),
  Schema.isBetween({ minimum: 1, maximum: 65535 }),
);
export const PositiveIntFromString = Schema.NumberFromString.check(Schema.isInt(), Schema.isGreaterThan(0));
export const NonEmptyText = Schema.String.check(Schema.isNonEmpty());
const urlWithScheme = (schemes: readonly string[]) =>
  Schema.String.check(
    Schema.makeFilter((text: string) => {
      try {
        return schemes.includes(new URL(text).protocol.replace(/:$/, ""));
      } catch {
        return false;
      }
    }),
  );
export const PostgresUrl = urlWithScheme(["postgres", "postgresql"]);
export const NatsUrl = urlWithScheme(["nats", "tls"]);
export const KurrentDbUrl = urlWithScheme([
  "kurrentdb",
  "esdb",
  "kurrent",
  "kdb",
  "esdb+discover",
  "kurrentdb+discover",
]);
export const HttpUrl = urlWithScheme(["http", "https"]);
export const SmtpUrl = urlWithScheme(["smtp", "smtps"]);
/** The gateway-to-service signing secret: long enough that guessing it is out of the question. */
export const InternalSecretText = Schema.String.check(Schema.isMinLength(32));
export const BooleanFromString = Schema.Literals(["true", "false", "1", "0"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform<boolean, "true" | "false" | "1" | "0">({
      decode: (text) => text === "true" || text === "1",
      encode: (flag) => (flag ? "true" : "false"),
    }),
  ),
);

/** Markdown rows for README's configuration table, so the docs cannot drift from the code. */
export const describeConfig = (spec: Record<string, EnvVar<unknown>>) =>
  Object.values(spec).map(
    (variable) =>
      `| \`${variable.name}\` | ${variable.expects} | ${variable.defaultValue ?? (variable.optional ? "unset" : "required")} |`,
  );
