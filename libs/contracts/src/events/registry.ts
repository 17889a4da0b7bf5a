/**
 * Every event type Encore stores, with its current schema version and upcasters, and the pure functions
 * that turn domain events into stored JSON and back.
 */
import { Effect, Result, Schema } from "effect";
import { fieldIssues } from "../schema-errors.ts";
import {
  CheckoutStartedEvent,
  GenerationReleasedEvent,
  GenerationReservedEvent,
  PaymentFailedEvent,
  PaymentSucceededEvent,
  SubscriptionActivatedEvent,
  SubscriptionCanceledEvent,
  SubscriptionEndedEvent,
  SubscriptionUpdatedEvent,
} from "./billing.ts";
import type { EventDefinition } from "./define.ts";
import {
  EventDecodeError,
  EventEncodeError,
  type EventReadError,
  UnknownEventTypeError,
  UnsupportedSchemaVersionError,
} from "./errors.ts";
import {
  RepertoireCreatedEvent,
  RepertoireDeletedEvent,
  RepertoireSharedEvent,
  RepertoireUpdatedEvent,
  SongAddedEvent,
  SongDetectedEvent,
  SongDetectionFailedEvent,
  SongDetectionRequestedEvent,
  SongDetectionStartedEvent,
  SongRemovedEvent,
  SongsImportedEvent,
  SongUpdatedEvent,
  VocalistAssignmentsClearedEvent,
} from "./repertoire.ts";
import {
  FeedbackGivenEvent,
  SetlistDeletedEvent,
  SetlistEditedEvent,
  SetlistGeneratedEvent,
  SetlistMovedToFolderEvent,
  SetlistRenamedEvent,
  SetlistSavedEvent,
  SetlistSharedEvent,
} from "./setlists.ts";
import {
  PasswordChangedEvent,
  PasswordResetRequestedEvent,
  UserEmailReservedEvent,
  UserRegisteredEvent,
  UserSignedInEvent,
  UserSignedOutEvent,
} from "./users.ts";

export const eventDefinitions = [
  SetlistGeneratedEvent,
  SetlistSavedEvent,
  SetlistRenamedEvent,
  SetlistMovedToFolderEvent,
  SetlistDeletedEvent,
  SetlistEditedEvent,
  SetlistSharedEvent,
  FeedbackGivenEvent,
  SongDetectionRequestedEvent,
  SongDetectedEvent,
  SongDetectionFailedEvent,
  RepertoireCreatedEvent,
  RepertoireUpdatedEvent,
  RepertoireDeletedEvent,
  RepertoireSharedEvent,
  SongAddedEvent,
  SongsImportedEvent,
  SongUpdatedEvent,
  SongRemovedEvent,
  VocalistAssignmentsClearedEvent,
  SongDetectionStartedEvent,
  UserEmailReservedEvent,
  UserRegisteredEvent,
  UserSignedInEvent,
  UserSignedOutEvent,
  PasswordResetRequestedEvent,
  PasswordChangedEvent,
  GenerationReservedEvent,
  GenerationReleasedEvent,
  CheckoutStartedEvent,
  SubscriptionActivatedEvent,
  SubscriptionUpdatedEvent,
  SubscriptionCanceledEvent,
  SubscriptionEndedEvent,
  PaymentSucceededEvent,
  PaymentFailedEvent,
] as const;

type AnyDefinition = (typeof eventDefinitions)[number];

export type DomainEventType = AnyDefinition["type"];

type DefinitionOf<T extends DomainEventType> = Extract<AnyDefinition, { readonly type: T }>;

/** The data of an event type, as the domain sees it. */
export type EventData<T extends DomainEventType> = DefinitionOf<T>["schema"]["Type"];

/** The data of an event type, as JSON stored. */
export type EncodedEventData<T extends DomainEventType> = DefinitionOf<T>["schema"]["Encoded"];

/** A decoded event: a union discriminated on `type`. */
export type DomainEvent = {
  readonly [T in DomainEventType]: { readonly type: T; readonly data: EventData<T> };
}[DomainEventType];

export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { readonly type: T }>;

/** What the event store keeps of an event besides its metadata. */
export interface StoredEventData {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
}

export interface EncodedEvent<T extends DomainEventType = DomainEventType> extends StoredEventData {
  readonly type: T;
  readonly data: EncodedEventData<T>;
}

export const eventRegistry: { readonly [T in DomainEventType]: DefinitionOf<T> } = Object.fromEntries(
  eventDefinitions.map((definition) => [definition.type, definition]),
) as { readonly [T in DomainEventType]: DefinitionOf<T> };

export const DOMAIN_EVENT_TYPES: ReadonlyArray<DomainEventType> = eventDefinitions.map(({ type }) => type);

export const isDomainEventType = (type: string): type is DomainEventType =>
  Object.hasOwn(eventRegistry, type);

export const currentSchemaVersion = (type: DomainEventType): number => eventRegistry[type].schemaVersion;

const parseOptions = { errors: "all" } as const;

type LooseDefinition = EventDefinition<string, Schema.Codec<unknown, unknown>>;

/** Encodes a new event at its type's current schema version. */
export const encodeEvent = <T extends DomainEventType>(
  type: T,
  data: EventData<T>,
): Result.Result<EncodedEvent<T>, EventEncodeError> => {
  const definition: LooseDefinition = eventRegistry[type];
  const { schemaVersion } = definition;
  return Result.match(Schema.encodeUnknownResult(definition.schema, parseOptions)(data), {
    onSuccess: (encoded) => Result.succeed({ type, schemaVersion, data: encoded as EncodedEventData<T> }),
    onFailure: (error) =>
      Result.fail(new EventEncodeError({ eventType: type, schemaVersion, issues: fieldIssues(error) })),
  });
};

/**
 * Decodes a stored event into a domain event, upcasting data stored at an older schema version step by
 * step (each step checked against that version's schema, so an error names the version that was wrong).
 */
export const decodeEvent = (stored: StoredEventData): Result.Result<DomainEvent, EventReadError> => {
  const { type, schemaVersion } = stored;
  if (!isDomainEventType(type)) {
    return Result.fail(new UnknownEventTypeError({ eventType: type, schemaVersion }));
  }
  const definition: LooseDefinition = eventRegistry[type];
  if (!Number.isInteger(schemaVersion) || schemaVersion < 1 || schemaVersion > definition.schemaVersion) {
    return Result.fail(
      new UnsupportedSchemaVersionError({
        eventType: type,
        schemaVersion,
        currentVersion: definition.schemaVersion,
      }),
    );
  }
  let data = stored.data;
  for (const step of definition.upcasters.slice(schemaVersion - 1)) {
    const old = Schema.decodeUnknownResult(step.schema, parseOptions)(data);
    if (Result.isFailure(old)) {
      return Result.fail(
        new EventDecodeError({
          eventType: type,
          schemaVersion: step.fromVersion,
          issues: fieldIssues(old.failure),
        }),
      );
    }
    data = (step.upcast as (data: unknown) => unknown)(old.success);
  }
  const current = Schema.decodeUnknownResult(definition.schema, parseOptions)(data);
  if (Result.isFailure(current)) {
    return Result.fail(
      new EventDecodeError({
        eventType: type,
        schemaVersion: definition.schemaVersion,
        issues: fieldIssues(current.failure),
      }),
    );
  }
  return Result.succeed({ type, data: current.success } as DomainEvent);
};

/** `encodeEvent` for Effect pipelines. */
export const encodeEventEffect = <T extends DomainEventType>(
  type: T,
  data: EventData<T>,
): Effect.Effect<EncodedEvent<T>, EventEncodeError> => Effect.fromResult(encodeEvent(type, data));

/** `decodeEvent` for Effect pipelines. */
export const decodeEventEffect = (stored: StoredEventData): Effect.Effect<DomainEvent, EventReadError> =>
  Effect.fromResult(decodeEvent(stored));
