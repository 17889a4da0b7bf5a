/**
 * Given/when/then for deciders, after Emmett's DeciderSpecification: given past events, when a
 * command, then the new events, or the tag of the error.
 */
import { Result } from "effect";
import { expect } from "vitest";

export interface Decider<State, Command, Event, Error> {
  readonly initialState: () => State;
  readonly evolve: (state: State, event: Event) => State;
  readonly decide: (command: Command, state: State) => Result.Result<readonly Event[], Error>;
}

export const deciderSpecification =
  <State, Command, Event, Error extends { readonly _tag: string }>(
    decider: Decider<State, Command, Event, Error>,
  ) =>
  (given: readonly Event[]) => ({
    when: (command: Command) => {
      const result = decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        thenEvents: (expected: readonly Event[]) => {
          if (Result.isFailure(result)) throw new Error(`expected events, got ${result.failure._tag}`);
          expect(result.success).toEqual(expected);
        },
        thenFails: (tag: Error["_tag"]) => {
          if (Result.isSuccess(result)) {
            throw new Error(`expected ${tag}, got events ${JSON.stringify(result.success)}`);
          }
          expect(result.failure._tag).toBe(tag);
        },
      };
    },
  });
