/**
 * The pure part of the feedback projection: from one feedback's signals to additive changes of the
 * aggregate tables. A feedback that replaces an earlier one on the same setlist first takes the
 * earlier one's changes back (sign −1). Counts and weight units are integers, so the sums do not
 * depend on how events are split into pages.
 *
 * Three aggregates, one per level of the recommendation score:
 * - song_performance_by_location (song × country × city × venue type): the spec's table, and the
 *   city level of insights;
 * - song_country_stats (song × event type × country): the country level;
 * - master_feedback_analytics (song × event type): the spec's table, and the everywhere level.
 */
import { EVENT_TYPES, UNKNOWN_PLACE } from "@encore/contracts";
import { isPositive, placeKey, type SongSignal } from "../scoring/signals.ts";

/** What one feedback adds to the aggregates; rebuilt from its enhanced_setlist_feedback row to take it back. */
export interface Contribution {
  readonly userId: string;
  readonly country: string;
  readonly city: string;
  readonly venueName: string;
  readonly venueType: string;
  readonly eventType: string;
  readonly audienceSize: number | undefined;
  readonly signals: readonly SongSignal[];
}

/** How many names the list columns of master_feedback_analytics keep (first seen first). */
export const LIST_CAP = 20;

export interface Sums {
  rated: number;
  quick: number;
  sum_rating: number;
  sum_quick_rating: number;
  loved: number;
  liked: number;
  neutral: number;
  disliked: number;
  quick_positive: number;
  weight_units: number;
  weighted_value2: number;
}

const zeroSums = (): Sums => ({
  rated: 0,
  quick: 0,
  sum_rating: 0,
  sum_quick_rating: 0,
  loved: 0,
  liked: 0,
  neutral: 0,
  disliked: 0,
  quick_positive: 0,
  weight_units: 0,
  weighted_value2: 0,
});

const addSignal = (sums: Sums, signal: SongSignal, sign: number) => {
  if (signal.rated === 1) {
    sums.rated += sign;
    sums.sum_rating += sign * signal.rating;
    if (signal.reaction) sums[signal.reaction] += sign;
  } else {
    sums.quick += sign;
    sums.sum_quick_rating += sign * signal.rating;
    if (isPositive(signal)) sums.quick_positive += sign;
  }
  sums.weight_units += sign * signal.weightUnits;
  sums.weighted_value2 += sign * signal.weightUnits * signal.value2;
};

/** Columns counting song entries per event type, for song_performance_by_location.event_types. */
export const eventTypeColumn = (eventType: string) => `n_${eventType}`;
export const EVENT_TYPE_COLUMNS = EVENT_TYPES.map(eventTypeColumn);

export interface LocationDelta extends Sums {
  song_key: string;
  country_key: string;
  city_key: string;
  venue_type: string;
  title: string;
  artist: string;
  country: string;
  city: string;
  sum_value2: number;
  audience_sum: number;
  audience_n: number;
  last_updated: string;
  [eventTypeCount: `n_${string}`]: number;
}

export interface CountryDelta extends Sums {
  song_key: string;
  event_type: string;
  country_key: string;
  country: string;
}

export interface MasterDelta extends Sums {
  song_key: string;
  event_type: string;
  title: string;
  artist: string;
  successful_venues: string[];
  common_tags: string[];
  best_following_songs: string[];
  last_updated: string;
}

const pushCapped = (list: string[], value: string) => {
  if (list.length < LIST_CAP && !list.includes(value)) list.push(value);
};

/** Changes of one page, keyed per table; entries are created on first touch, in event order. */
export class PageDeltas {
  readonly locations = new Map<string, LocationDelta>();
  readonly countries = new Map<string, CountryDelta>();
  readonly masters = new Map<string, MasterDelta>();

  /** Adds (sign 1) or takes back (sign −1) one feedback's contribution; `at` is the changing event's time. */
  apply(contribution: Contribution, sign: 1 | -1, at: string) {
    const { country, city, venueName, venueType, eventType, audienceSize, signals } = contribution;
    const countryKey = placeKey(country);
    const cityKey = placeKey(city);
    const knownCountry = country !== UNKNOWN_PLACE && countryKey !== "";
    const knownCity = knownCountry && city !== UNKNOWN_PLACE && cityKey !== "";
    signals.forEach((signal, index) => {
      const { key, title, artist } = signal;
      if (knownCity) {
        const locationId = `${key}\u0000${countryKey}\u0000${cityKey}\u0000${venueType}`;
        let location = this.locations.get(locationId);
        if (!location) {
          location = {
            song_key: key,
            country_key: countryKey,
            city_key: cityKey,
            venue_type: venueType,
            title,
            artist,
            country,
            city,
            ...zeroSums(),
            sum_value2: 0,
            audience_sum: 0,
            audience_n: 0,
            last_updated: at,
          };
          for (const column of EVENT_TYPE_COLUMNS) location[column as `n_${string}`] = 0;
          this.locations.set(locationId, location);
        }
        addSignal(location, signal, sign);
        if (signal.rated === 1) {
          location.sum_value2 += sign * signal.value2;
          if (audienceSize !== undefined) {
            location.audience_sum += sign * audienceSize;
            location.audience_n += sign;
          }
          const column = eventTypeColumn(eventType) as `n_${string}`;
          location[column] = (location[column] ?? 0) + sign;
        }
        location.last_updated = at;
      }

      if (knownCountry) {
        const countryId = `${key}\u0000${eventType}\u0000${countryKey}`;
        let row = this.countries.get(countryId);
        if (!row) {
          row = { song_key: key, event_type: eventType, country_key: countryKey, country, ...zeroSums() };
          this.countries.set(countryId, row);
        }
        addSignal(row, signal, sign);
      }

      const masterId = `${key}\u0000${eventType}`;
      let master = this.masters.get(masterId);
      if (!master) {
        master = {
          song_key: key,
          event_type: eventType,
          title,
          artist,
          ...zeroSums(),
          successful_venues: [],
          common_tags: [],
          best_following_songs: [],
          last_updated: at,
        };
        this.masters.set(masterId, master);
      }
      addSignal(master, signal, sign);
      master.last_updated = at;
      if (sign === 1 && signal.rated === 1) {
        if (isPositive(signal)) {
          pushCapped(master.successful_venues, venueName);
          pushCapped(master.common_tags, venueType);
        }
        const next = signals[index + 1];
        if (next && next.rated === 1 && isPositive(next))
          pushCapped(master.best_following_songs, `${next.title} - ${next.artist}`);
      }
    });
  }
}
