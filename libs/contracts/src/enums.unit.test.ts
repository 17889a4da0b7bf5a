import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import * as Enums from "./enums.ts";

const enumerations = [
  ["ActType", Enums.ActType, Enums.ACT_TYPES, Enums.ACT_TYPE_LABELS],
  ["EventType", Enums.EventType, Enums.EVENT_TYPES, Enums.EVENT_TYPE_LABELS],
  ["AudienceType", Enums.AudienceType, Enums.AUDIENCE_TYPES, Enums.AUDIENCE_TYPE_LABELS],
  ["EnergyFlow", Enums.EnergyFlow, Enums.ENERGY_FLOWS, Enums.ENERGY_FLOW_LABELS],
  ["VenueType", Enums.VenueType, Enums.VENUE_TYPES, Enums.VENUE_TYPE_LABELS],
  ["VocalistGender", Enums.VocalistGender, Enums.VOCALIST_GENDERS, Enums.VOCALIST_GENDER_LABELS],
  ["SubmitEventType", Enums.SubmitEventType, Enums.SUBMIT_EVENT_TYPES, Enums.SUBMIT_EVENT_TYPE_LABELS],
  ["SubmitGenre", Enums.SubmitGenre, Enums.SUBMIT_GENRES, Enums.SUBMIT_GENRE_LABELS],
  ["RepertoireType", Enums.RepertoireType, Enums.REPERTOIRE_TYPES, Enums.REPERTOIRE_TYPE_LABELS],
  ["SongKey", Enums.SongKey, Enums.SONG_KEYS, undefined],
  ["Plan", Enums.Plan, Enums.PLANS, Enums.PLAN_LABELS],
  ["CloudProvider", Enums.CloudProvider, Enums.CLOUD_PROVIDERS, Enums.CLOUD_PROVIDER_LABELS],
  ["AudienceReaction", Enums.AudienceReaction, Enums.AUDIENCE_REACTIONS, Enums.AUDIENCE_REACTION_LABELS],
  ["AiStatus", Enums.AiStatus, Enums.AI_STATUSES, Enums.AI_STATUS_BADGES],
  ["DetectionSource", Enums.DetectionSource, Enums.DETECTION_SOURCES, undefined],
  [
    "SubscriptionStatus",
    Enums.SubscriptionStatus,
    Enums.SUBSCRIPTION_STATUSES,
    Enums.SUBSCRIPTION_STATUS_LABELS,
  ],
  ["Theme", Enums.Theme, Enums.THEMES, undefined],
] as const;

const accepts = (schema: Schema.Codec<unknown, unknown>, value: unknown) =>
  Schema.is(schema)(value) && Schema.decodeUnknownResult(schema)(value)._tag === "Success";

describe.each(enumerations)("%s", (_name, schema, values, labels) => {
  it("accepts each of its values", () => {
    for (const value of values) expect(accepts(schema, value)).toBe(true);
  });

  it("rejects a value outside it, a different case and a non-string", () => {
    expect(accepts(schema, "not-a-value")).toBe(false);
    expect(accepts(schema, "")).toBe(false);
    expect(
      accepts(schema, values[0].toUpperCase() === values[0] ? `${values[0]}x` : values[0].toUpperCase()),
    ).toBe(false);
    expect(accepts(schema, 1)).toBe(false);
  });

  it("has no duplicate values", () => {
    expect(new Set(values).size).toBe(values.length);
  });

  if (labels !== undefined) {
    it("labels exactly its values", () => {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
    });
  }
});

describe("spec specifics", () => {
  it("event types are the union of the desktop and mobile lists", () => {
    expect(new Set(Enums.EVENT_TYPES)).toEqual(
      new Set([...Enums.DESKTOP_EVENT_TYPES, ...Enums.MOBILE_EVENT_TYPES]),
    );
  });

  it("song keys are the 17 major spellings of the 12 pitch classes and their minors", () => {
    expect(Enums.SONG_KEYS).toHaveLength(34);
    expect(Enums.SONG_KEYS).toEqual(expect.arrayContaining(["C", "C#", "Db", "Bb", "B", "Cm", "Ebm", "Bm"]));
    for (const pitch of Enums.PITCH_CLASSES) {
      expect(accepts(Enums.SongKey, pitch)).toBe(true);
      expect(accepts(Enums.SongKey, `${pitch}m`)).toBe(true);
    }
    for (const notAKey of ["H", "Cb", "E#", "C Major", "Am7", "cm"])
      expect(accepts(Enums.SongKey, notAKey)).toBe(false);
  });

  it("uses the spec's labels", () => {
    expect(Enums.ENERGY_FLOW_LABELS).toEqual({
      build: "Build Gradually",
      wave: "Wave Pattern",
      high: "High Energy",
    });
    expect(Enums.SUBMIT_EVENT_TYPE_LABELS.club).toBe("Club/Bar");
    expect(Enums.SUBMIT_EVENT_TYPE_LABELS.party).toBe("Private Party");
    expect(Enums.SUBMIT_GENRE_LABELS["r&b"]).toBe("R&B/Soul");
    expect(Enums.RATING_LABELS[5]).toBe("Amazing!");
  });

  it("submit event type 'coffee shop' keeps its space", () => {
    expect(accepts(Enums.SubmitEventType, "coffee shop")).toBe(true);
    expect(accepts(Enums.SubmitEventType, "coffee_shop")).toBe(false);
  });

  it("the spec's defaults are values of their enumerations", () => {
    expect(Enums.REPERTOIRE_TYPES).toContain(Enums.DEFAULT_REPERTOIRE_TYPE);
    expect(Enums.DEFAULT_REPERTOIRE_TYPE).toBe("band");
    expect(Enums.DEFAULT_AI_STATUS).toBe("idle");
    expect(Enums.DEFAULT_SUBSCRIPTION_STATUS).toBe("free");
    expect(Enums.DEFAULT_EVENT_TYPE).toBe("wedding");
    expect(Enums.DEFAULT_AUDIENCE_REACTION).toBe("liked");
  });
});
