import { Schema } from "effect";
import { VocalistGender } from "./enums.ts";
import { MAX_VOCALISTS } from "./limits.ts";

/** A singer of the act, named in setlists and repertoires. */
export const Vocalist = Schema.Struct({
  name: Schema.String.check(Schema.isPattern(/\S/, { message: "Vocalist name is required" })),
  gender: VocalistGender,
});
export type Vocalist = typeof Vocalist.Type;

export const Vocalists = Schema.Array(Vocalist).check(
  Schema.isMaxLength(MAX_VOCALISTS, { message: `Maximum ${MAX_VOCALISTS} vocalists allowed` }),
);
