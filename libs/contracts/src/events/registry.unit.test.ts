import { Effect, Exit, Result } from "effect";
import { describe, expect, expectTypeOf, it } from "vitest";
import { exampleFeedbackGiven, exampleFeedbackGivenV1, exampleSetlistDeleted } from "../examples.ts";
import {
  currentSchemaVersion,
  DOMAIN_EVENT_TYPES,
  type DomainEvent,
  type DomainEventOf,
  decodeEvent,
  decodeEventEffect,
  encodeEvent,
  encodeEventEffect,
  eventRegistry,
  isDomainEventType,
} from "./registry.ts";
import type { FeedbackVenue, SetlistGenerated } from "./setlists.ts";

const failureOf = <A, E>(result: Result.Result<A, E>): E => {
  if (Result.isSuccess(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`);
  return result.failure;
};

describe("the registry", () => {
  it("knows every event type, each at version 1 except FeedbackGiven at 2", () => {
    expect([...DOMAIN_EVENT_TYPES].sort()).toEqual(
      [
        "FeedbackGiven",
        "SetlistDeleted",
        "SetlistEdited",
        "SetlistGenerated",
        "SetlistMovedToFolder",
        "SetlistRenamed",
        "SetlistSaved",
        "SetlistShared",
        "SongDetected",
        "SongDetectionFailed",
        "SongDetectionRequested",
        "RepertoireCreated",
        "RepertoireUpdated",
        "RepertoireDeleted",
        "RepertoireShared",
        "SongAdded",
        "SongsImported",
        "SongUpdated",
        "SongRemoved",
        "VocalistAssignmentsCleared",
        "SongDetectionStarted",
        "UserEmailReserved",
        "UserRegistered",
        "UserSignedIn",
        "UserSignedOut",
        "PasswordResetRequested",
        "PasswordChanged",
        "GenerationReserved",
        "GenerationReleased",
        "CheckoutStarted",
        "SubscriptionActivated",
        "SubscriptionUpdated",
        "SubscriptionCanceled",
        "SubscriptionEnded",
        "PaymentSucceeded",
        "PaymentFailed",
      ].sort(),
    );
    expect(currentSchemaVersion("FeedbackGiven")).toBe(2);
    expect(eventRegistry.FeedbackGiven.upcasters.map((step) => step.fromVersion)).toEqual([1]);
    for (const type of DOMAIN_EVENT_TYPES.filter((t) => t !== "FeedbackGiven")) {
      expect(currentSchemaVersion(type)).toBe(1);
    }
  });

  it("tells known types from others, including Object.prototype names", () => {
    expect(isDomainEventType("SetlistGenerated")).toBe(true);
    expect(isDomainEventType("toString")).toBe(false);
    expect(isDomainEventType("setlistgenerated")).toBe(false);
  });

  it("types decoded events as a union discriminated on type", () => {
    expectTypeOf<DomainEventOf<"SetlistGenerated">["data"]>().toEqualTypeOf<SetlistGenerated>();
    expectTypeOf<DomainEventOf<"FeedbackGiven">["data"]["venue"]>().toEqualTypeOf<FeedbackVenue>();
    expectTypeOf<DomainEvent["type"]>().toEqualTypeOf<(typeof DOMAIN_EVENT_TYPES)[number]>();
  });
});

describe("encodeEvent", () => {
  it("stamps the current schema version", () => {
    expect(Result.getOrThrow(encodeEvent("FeedbackGiven", exampleFeedbackGiven)).schemaVersion).toBe(2);
    expect(Result.getOrThrow(encodeEvent("SetlistDeleted", exampleSetlistDeleted))).toEqual({
      type: "SetlistDeleted",
      schemaVersion: 1,
      data: { setlistId: 42 },
    });
  });

  it("refuses data that breaks the schema, naming type, version and field", () => {
    const error = failureOf(encodeEvent("SetlistDeleted", { setlistId: 0 }));
    expect(error._tag).toBe("EventEncodeError");
    expect(error.message).toBe("Cannot encode SetlistDeleted v1: setlistId: must be at least 1");
  });
});

describe("decodeEvent", () => {
  it("upcasts FeedbackGiven v1 (flat venue fields) to v2 (nested venue)", () => {
    expect(
      Result.getOrThrow(
        decodeEvent({ type: "FeedbackGiven", schemaVersion: 1, data: exampleFeedbackGivenV1 }),
      ),
    ).toEqual({
      type: "FeedbackGiven",
      data: exampleFeedbackGiven,
    });
  });

  it("fills v2's defaults when a v1 event had no venue name or type", () => {
    const { venueName: _name, venueType: _type, ...v1 } = exampleFeedbackGivenV1;
    const event = Result.getOrThrow(decodeEvent({ type: "FeedbackGiven", schemaVersion: 1, data: v1 }));
    expect(event.type === "FeedbackGiven" && event.data.venue).toEqual({
      country: "United Kingdom",
      city: "Bristol",
      venueType: "other",
    });
  });

  it("checks v1 data against the v1 schema and names v1 and the v1 field", () => {
    const error = failureOf(
      decodeEvent({
        type: "FeedbackGiven",
        schemaVersion: 1,
        data: { ...exampleFeedbackGivenV1, venueCity: " " },
      }),
    );
    expect(error._tag).toBe("EventDecodeError");
    expect(error.message).toBe("Cannot decode FeedbackGiven v1: venueCity: must not be blank");
  });

  it("names the event type, version and every offending field path of current data", () => {
    const error = failureOf(
      decodeEvent({
        type: "FeedbackGiven",
        schemaVersion: 2,
        data: {
          ...exampleFeedbackGiven,
          overallRating: 6,
          venue: { ...exampleFeedbackGiven.venue, venueType: "barn" },
        },
      }),
    );
    expect(error).toMatchObject({
      _tag: "EventDecodeError",
      eventType: "FeedbackGiven",
      schemaVersion: 2,
      issues: [
        { path: "overallRating", message: "must be between 1 and 5" },
        { path: "venue.venueType", message: expect.stringContaining("expected") },
      ],
    });
    expect(error.message).toMatch(
      /^Cannot decode FeedbackGiven v2: overallRating: must be between 1 and 5; venue\.venueType: /,
    );
  });

  it("answers an unknown event type with a typed error, not a crash", () => {
    const error = failureOf(
      decodeEvent({ type: "GigCancelled", schemaVersion: 1, data: { anything: true } }),
    );
    expect(error._tag).toBe("UnknownEventTypeError");
    expect(error.message).toBe(
      'Unknown event type "GigCancelled" (schema version 1): no schema is registered for it',
    );
  });

  it.each([0, 3, 1.5])("refuses schema version %s of FeedbackGiven", (schemaVersion) => {
    const error = failureOf(
      decodeEvent({ type: "FeedbackGiven", schemaVersion, data: exampleFeedbackGiven }),
    );
    expect(error._tag).toBe("UnsupportedSchemaVersionError");
    expect(error.message).toContain(`FeedbackGiven schema version ${schemaVersion} is not supported`);
  });

  it("does not take v2 data stored as v1", () => {
    const error = failureOf(
      decodeEvent({ type: "FeedbackGiven", schemaVersion: 1, data: exampleFeedbackGiven }),
    );
    expect(error.message).toBe(
      "Cannot decode FeedbackGiven v1: venueCountry: is required; venueCity: is required",
    );
  });
});

describe("Effect variants", () => {
  it("succeed and fail like the Result versions", async () => {
    const encoded = await Effect.runPromise(encodeEventEffect("SetlistDeleted", exampleSetlistDeleted));
    expect(await Effect.runPromise(decodeEventEffect(encoded))).toEqual({
      type: "SetlistDeleted",
      data: exampleSetlistDeleted,
    });
    const exit = await Effect.runPromiseExit(decodeEventEffect({ type: "Nope", schemaVersion: 1, data: {} }));
    expect(Exit.isFailure(exit)).toBe(true);
    const tag = await Effect.runPromise(
      decodeEventEffect({ type: "Nope", schemaVersion: 1, data: {} }).pipe(
        Effect.catchTag("UnknownEventTypeError", (error) => Effect.succeed(error.eventType)),
      ),
    );
    expect(tag).toBe("Nope");
  });
});
