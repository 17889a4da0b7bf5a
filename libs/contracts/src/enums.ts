/**
 * The Schemas of spec section 3's enumerations, built from the plain lists of `enum-values.ts`, which this
 * module re-exports so `@encore/contracts` keeps one name per value, Schema and type.
 */
import { Schema } from "effect";
import {
  ACT_TYPES,
  AI_STATUSES,
  AUDIENCE_REACTIONS,
  AUDIENCE_TYPES,
  CLOUD_PROVIDERS,
  DETECTION_SOURCES,
  ENERGY_FLOWS,
  EVENT_TYPES,
  PLANS,
  REPERTOIRE_TYPES,
  SONG_KEYS,
  SUBMIT_EVENT_TYPES,
  SUBMIT_GENRES,
  SUBSCRIPTION_STATUSES,
  THEMES,
  VENUE_TYPES,
  VOCALIST_GENDERS,
} from "./enum-values.ts";

export {
  ACT_TYPE_LABELS,
  ACT_TYPES,
  AI_STATUS_BADGES,
  AI_STATUSES,
  AUDIENCE_REACTION_LABELS,
  AUDIENCE_REACTIONS,
  AUDIENCE_TYPE_LABELS,
  AUDIENCE_TYPES,
  CLOUD_PROVIDER_LABELS,
  CLOUD_PROVIDERS,
  DEFAULT_AI_STATUS,
  DEFAULT_AUDIENCE_REACTION,
  DEFAULT_AUDIENCE_TYPE,
  DEFAULT_EVENT_TYPE,
  DEFAULT_REPERTOIRE_TYPE,
  DEFAULT_SUBSCRIPTION_STATUS,
  DEFAULT_THEME,
  DEFAULT_VOCALIST_GENDER,
  DESKTOP_EVENT_TYPES,
  DETECTION_SOURCES,
  ENERGY_FLOW_LABELS,
  ENERGY_FLOW_SHORT_LABELS,
  ENERGY_FLOWS,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  INSPIRATION_EVENT_FILTERS,
  INSPIRATION_GENRE_FILTERS,
  MAJOR_KEYS,
  MINOR_KEYS,
  MOBILE_EVENT_TYPES,
  PITCH_CLASSES,
  PLAN_LABELS,
  PLANS,
  RATING_LABELS,
  REPERTOIRE_TYPE_LABELS,
  REPERTOIRE_TYPES,
  SONG_KEYS,
  SUBMIT_EVENT_TYPE_LABELS,
  SUBMIT_EVENT_TYPES,
  SUBMIT_GENRE_LABELS,
  SUBMIT_GENRES,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUSES,
  THEMES,
  VENUE_TYPE_LABELS,
  VENUE_TYPES,
  VOCALIST_GENDER_LABELS,
  VOCALIST_GENDERS,
} from "./enum-values.ts";

export const ActType = Schema.Literals(ACT_TYPES);
export type ActType = typeof ActType.Type;
export const EventType = Schema.Literals(EVENT_TYPES);
export type EventType = typeof EventType.Type;
export const AudienceType = Schema.Literals(AUDIENCE_TYPES);
export type AudienceType = typeof AudienceType.Type;
export const EnergyFlow = Schema.Literals(ENERGY_FLOWS);
export type EnergyFlow = typeof EnergyFlow.Type;
export const VenueType = Schema.Literals(VENUE_TYPES);
export type VenueType = typeof VenueType.Type;
export const VocalistGender = Schema.Literals(VOCALIST_GENDERS);
export type VocalistGender = typeof VocalistGender.Type;
export const SubmitEventType = Schema.Literals(SUBMIT_EVENT_TYPES);
export type SubmitEventType = typeof SubmitEventType.Type;
export const SubmitGenre = Schema.Literals(SUBMIT_GENRES);
export type SubmitGenre = typeof SubmitGenre.Type;
export const RepertoireType = Schema.Literals(REPERTOIRE_TYPES);
export type RepertoireType = typeof RepertoireType.Type;
export const SongKey = Schema.Literals(SONG_KEYS);
export type SongKey = typeof SongKey.Type;
export const Plan = Schema.Literals(PLANS);
export type Plan = typeof Plan.Type;
export const CloudProvider = Schema.Literals(CLOUD_PROVIDERS);
export type CloudProvider = typeof CloudProvider.Type;
export const AudienceReaction = Schema.Literals(AUDIENCE_REACTIONS);
export type AudienceReaction = typeof AudienceReaction.Type;
export const AiStatus = Schema.Literals(AI_STATUSES);
export type AiStatus = typeof AiStatus.Type;
export const DetectionSource = Schema.Literals(DETECTION_SOURCES);
export type DetectionSource = typeof DetectionSource.Type;
export const SubscriptionStatus = Schema.Literals(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = typeof SubscriptionStatus.Type;
export const Theme = Schema.Literals(THEMES);
export type Theme = typeof Theme.Type;
