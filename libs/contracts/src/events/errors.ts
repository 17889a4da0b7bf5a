/** Why a stored event could not be read or a new one written; each names the event type and version. */
import { Schema } from "effect";
import { type FieldIssue, formatFieldIssues } from "../schema-errors.ts";

const FieldIssues = Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String }));

/** No schema is registered for this type: projections skip it, anything else reports it. */
export class UnknownEventTypeError extends Schema.TaggedError<UnknownEventTypeError>()(
  "UnknownEventTypeError",
  {
    eventType: Schema.String,
    schemaVersion: Schema.Number,
  },
) {
  override get message(): string {
    return `Unknown event type "${this.eventType}" (schema version ${this.schemaVersion}): no schema is registered for it`;
  }
}

/** Stored by a newer release than this one, or not a version at all. */
export class UnsupportedSchemaVersionError extends Schema.TaggedError<UnsupportedSchemaVersionError>()(
  "UnsupportedSchemaVersionError",
  { eventType: Schema.String, schemaVersion: Schema.Number, currentVersion: Schema.Number },
) {
  override get message(): string {
    return `${this.eventType} schema version ${this.schemaVersion} is not supported: this release reads versions 1 to ${this.currentVersion}`;
  }
}

/** The stored data does not match its type's schema at the version it was stored with. */
export class EventDecodeError extends Schema.TaggedError<EventDecodeError>()("EventDecodeError", {
  eventType: Schema.String,
  schemaVersion: Schema.Number,
  issues: FieldIssues,
}) {
  override get message(): string {
    return `Cannot decode ${this.eventType} v${this.schemaVersion}: ${formatFieldIssues(this.issues)}`;
  }
}

/** The data given for a new event does not match its type's current schema. */
export class EventEncodeError extends Schema.TaggedError<EventEncodeError>()("EventEncodeError", {
  eventType: Schema.String,
  schemaVersion: Schema.Number,
  issues: FieldIssues,
}) {
  override get message(): string {
    return `Cannot encode ${this.eventType} v${this.schemaVersion}: ${formatFieldIssues(this.issues)}`;
  }
}

export type EventReadError = UnknownEventTypeError | UnsupportedSchemaVersionError | EventDecodeError;
export type { FieldIssue };
