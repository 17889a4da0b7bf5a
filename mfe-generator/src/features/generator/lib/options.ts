/** The generator form's choices (spec §3 'Enumerations') as [value, label] pairs for its selects. */
import {
  ACT_TYPE_LABELS,
  ACT_TYPES as ACT_TYPE_VALUES,
  type ActType,
  AUDIENCE_TYPE_LABELS,
  AUDIENCE_TYPES as AUDIENCE_TYPE_VALUES,
  type AudienceType,
  ENERGY_FLOW_LABELS as ENERGY_FLOW_DESKTOP_LABELS,
  ENERGY_FLOW_SHORT_LABELS,
  type EnergyFlow,
  VENUE_TYPE_LABELS,
  VENUE_TYPES as VENUE_TYPE_VALUES,
  type VenueType,
} from "@encore/contracts/enum-values";

export {
  type ActType,
  type AudienceType,
  DESKTOP_EVENT_TYPES,
  ENERGY_FLOWS,
  type EnergyFlow,
  EVENT_TYPE_LABELS,
  type EventType,
  MOBILE_EVENT_TYPES,
  type VenueType,
  type VocalistGender,
} from "@encore/contracts/enum-values";

const choices = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => [value, labels[value]] as const);

export const ACT_TYPES = choices<ActType>(ACT_TYPE_VALUES, ACT_TYPE_LABELS);
export const AUDIENCE_TYPES = choices<AudienceType>(AUDIENCE_TYPE_VALUES, AUDIENCE_TYPE_LABELS);
export const VENUE_TYPES = choices<VenueType>(VENUE_TYPE_VALUES, VENUE_TYPE_LABELS);

const ENERGY_FLOW_HINTS: Readonly<Record<EnergyFlow, string>> = {
  build: "Start relaxed, finish on a high",
  wave: "Peaks and breathers in turn",
  high: "Dance floor from the first song",
};
/** Desktop wording, then the mobile form's shorter wording (spec §3), and a hint under each. */
const energyFlowWording = (flow: EnergyFlow) => ({
  desktop: ENERGY_FLOW_DESKTOP_LABELS[flow],
  mobile: ENERGY_FLOW_SHORT_LABELS[flow],
  hint: ENERGY_FLOW_HINTS[flow],
});
export const ENERGY_FLOW_LABELS: Readonly<
  Record<EnergyFlow, { desktop: string; mobile: string; hint: string }>
> = {
  build: energyFlowWording("build"),
  wave: energyFlowWording("wave"),
  high: energyFlowWording("high"),
};
