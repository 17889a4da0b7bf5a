import type { Kysely } from "kysely";
import type { EventFilter, RecordedEvent } from "../port.ts";

// biome-ignore lint/suspicious/noExplicitAny: each service types its own read-model tables
export type Transaction = Kysely<any>;

/**
 * A read model fed by events. The runner applies pages of matching events and moves the
 * checkpoint in the same transaction, so a read model is never ahead of or behind its checkpoint.
 */
export interface Projection {
  /** Unique per database, e.g. `setlists.saved_setlists`. */
  readonly name: string;
  /** Bump it when the read model's shape or meaning changes: the runner then rebuilds it from the events. */
  readonly version: number;
  readonly filter: EventFilter;
  /** Creates the read-model tables; idempotent. */
  setup(trx: Transaction): Promise<void>;
  /** Drops the read-model tables, before a rebuild. */
  teardown(trx: Transaction): Promise<void>;
  /** Applies one page of events in order. Must give the same rows if a page is applied again after a crash. */
  apply(trx: Transaction, events: readonly RecordedEvent[]): Promise<void>;
}

export type ProjectionState = "live" | "rebuilding";

export interface ProjectionStatus {
  readonly name: string;
  readonly version: number;
  readonly state: ProjectionState;
  readonly position: string;
  readonly headPosition: string;
  readonly caughtUp: boolean;
  /** Events in `$all` past the checkpoint that this projection still has to look at (undefined if the store cannot count). */
  readonly lagEvents: number | undefined;
  readonly eventsProcessed: number;
  readonly updatedAt: string | null;
  readonly lastError: string | null;
}
