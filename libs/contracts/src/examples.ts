/**
 * Valid example data for every event, for tests here and in the services
 * (`import { exampleBrief } from "@encore/contracts/examples"`). Not exported from the index.
 */

import type { SongDetected, SongDetectionFailed, SongDetectionRequested } from "./events/repertoire.ts";
import type {
  FeedbackGiven,
  FeedbackGivenV1,
  SetlistDeleted,
  SetlistGenerated,
  SetlistMovedToFolder,
  SetlistRenamed,
  SetlistSaved,
} from "./events/setlists.ts";
import type { GenerationBrief } from "./generation-brief.ts";

export const exampleUserId = "user-7f3c";

export const exampleBrief: GenerationBrief = {
  actName: "The Late Shift",
  actType: "band_4plus",
  eventType: "wedding",
  audienceType: "mixed",
  numberOfSets: 2,
  setDurations: [45, 60],
  vocalists: [
    { name: "Ana", gender: "female" },
    { name: "Ben", gender: "male" },
  ],
  hornSection: false,
  energyFlow: "build",
  mustHaveSongs: ["At Last - Etta James"],
  songRequests: ["September"],
  specialNotes: "First dance after the first set",
  venueCountry: "United Kingdom",
  venueCity: "Bristol",
  venueName: "The Old Granary",
  venueType: "wedding",
  selectedRepertoireIds: [3, 7],
};

export const exampleSetlistGenerated: SetlistGenerated = {
  setlistId: 42,
  userId: exampleUserId,
  brief: exampleBrief,
  seed: 1234,
  composer: "local",
  name: "Wedding at The Old Granary",
  durationMinutes: 105,
  sections: [
    {
      name: "Set 1",
      targetSeconds: 2700,
      durationSeconds: 2712,
      songs: [
        {
          title: "At Last",
          artist: "Etta James",
          vocalist: "Ana",
          durationSeconds: 182,
          key: "F",
          bpm: 88,
          energy: 3,
          reason: "Must-have song",
          known: true,
        },
        {
          title: "Our Song Nobody Knows",
          artist: "Cousin Jo",
          durationSeconds: 240,
          reason: "Requested; not in the catalog, duration estimated",
          known: false,
        },
      ],
    },
    {
      name: "Set 2",
      targetSeconds: 3600,
      durationSeconds: 3585,
      songs: [
        {
          title: "September",
          artist: "Earth, Wind & Fire",
          vocalist: "Ben",
          durationSeconds: 215,
          key: "A",
          bpm: 126,
          energy: 9,
          reason: "Song request; strong closer",
          known: true,
        },
      ],
    },
  ],
};

export const exampleFeedbackGiven: FeedbackGiven = {
  setlistId: 42,
  userId: exampleUserId,
  overallRating: 5,
  audienceResponse: 5,
  energyLevel: 4,
  flowRating: 4,
  whatWorked: "September packed the floor",
  whatDidntWork: "Set 1 ran long",
  venueNotes: "Low ceiling, keep the volume down",
  suggestions: "More Motown",
  songFeedback: [
    { songIndex: 0, title: "At Last", artist: "Etta James", rating: 5, notes: "", audienceReaction: "loved" },
    {
      songIndex: 1,
      title: "September",
      artist: "Earth, Wind & Fire",
      rating: 4,
      notes: "",
      audienceReaction: "liked",
    },
  ],
  venue: { country: "United Kingdom", city: "Bristol", name: "The Old Granary", venueType: "wedding" },
  eventType: "wedding",
  eventDate: "2025-06-14",
  audienceSize: 120,
};

/** The same feedback as stored by version 1 (flat venue fields). */
export const exampleFeedbackGivenV1: FeedbackGivenV1 = {
  setlistId: 42,
  userId: exampleUserId,
  overallRating: 5,
  audienceResponse: 5,
  energyLevel: 4,
  flowRating: 4,
  whatWorked: "September packed the floor",
  whatDidntWork: "Set 1 ran long",
  venueNotes: "Low ceiling, keep the volume down",
  suggestions: "More Motown",
  songFeedback: exampleFeedbackGiven.songFeedback,
  venueCountry: "United Kingdom",
  venueCity: "Bristol",
  venueName: "The Old Granary",
  venueType: "wedding",
  eventType: "wedding",
  eventDate: "2025-06-14",
  audienceSize: 120,
};

export const exampleSetlistSaved: SetlistSaved = {
  setlistId: 42,
  name: "Granary wedding",
  savedAt: "2025-06-01T18:00:00.000Z",
};
export const exampleSetlistRenamed: SetlistRenamed = { setlistId: 42, name: "Granary wedding (final)" };
export const exampleSetlistMovedToFolder: SetlistMovedToFolder = { setlistId: 42, folder: "Weddings" };
export const exampleSetlistDeleted: SetlistDeleted = { setlistId: 42 };

export const exampleSongDetectionRequested: SongDetectionRequested = {
  repertoireId: 7,
  songId: 301,
  title: "Valerie",
  artist: "Amy Winehouse",
};

export const exampleSongDetected: SongDetected = {
  repertoireId: 7,
  songId: 301,
  genre: { value: "Soul", source: "catalog", confidence: 1 },
  key: { value: "Eb", source: "openai", confidence: 0.7 },
  bpm: { value: 117, source: "catalog", confidence: 1 },
  energy: { value: 8, source: "openai", confidence: 0.6 },
  durationSeconds: { value: 233, source: "user", confidence: 1 },
  year: { value: 2007, source: "catalog", confidence: 1 },
};

export const exampleSongDetectionFailed: SongDetectionFailed = {
  repertoireId: 7,
  songId: 302,
  reason: "No match in the catalog and OpenAI is not configured",
};
