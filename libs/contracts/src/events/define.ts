/**
 * How an event type is declared: its current Schema plus one upcaster per older version.
 * The current version is derived (upcasters + 1), so a version cannot be bumped without an upcaster.
 */
import type { Schema } from "effect";

/** Turns data stored at `fromVersion` (checked against that version's schema) into the next version's. */
export interface Upcaster {
  readonly fromVersion: number;
  readonly schema: Schema.Codec<unknown, unknown>;
  readonly upcast: (data: never) => unknown;
}

/**
 * Declares the upcaster from `fromVersion` to `fromVersion + 1`. Annotate `upcast`'s return type with the
 * next version's Encoded type so the compiler checks the mapping.
 */
export const upcaster = <S extends Schema.Codec<unknown, unknown>>(
  fromVersion: number,
  schema: S,
  upcast: (data: S["Type"]) => unknown,
): Upcaster => ({ fromVersion, schema, upcast });

export interface EventDefinition<Type extends string, S extends Schema.Codec<unknown, unknown>> {
  readonly type: Type;
  readonly schemaVersion: number;
  readonly schema: S;
  /** Ordered oldest first: `upcasters[i]` upcasts version i + 1. */
  readonly upcasters: ReadonlyArray<Upcaster>;
}

export const defineEvent = <const Type extends string, S extends Schema.Codec<unknown, unknown>>(
  type: Type,
  schema: S,
  upcasters: ReadonlyArray<Upcaster> = [],
): EventDefinition<Type, S> => {
  upcasters.forEach((step, index) => {
    if (step.fromVersion !== index + 1) {
      throw new Error(`${type}: upcaster ${index} must upcast version ${index + 1}, not ${step.fromVersion}`);
    }
  });
  return { type, schemaVersion: upcasters.length + 1, schema, upcasters };
};
