/**
 * Valid example data for every event, for tests here and in the services
 * (`import { exampleBrief } from "@encore/contracts/examples"`). Not exported from the index.
 */

import type { SongDetected, SongDetectionFailed, SongDetectionRequested } from "./events/repertoire.ts";
import type {
  FeedbackGiven,
  FeedbackGivenV1,
  SetlistDeleted,
  SetlistEdited,
  SetlistGenerated,
  SetlistMovedToFolder,
  SetlistRenamed,
  SetlistSaved,
  SetlistShared,
} from "./events/setlists.ts";
import type {
  PasswordChanged,
  PasswordResetRequested,
  UserEmailReserved,
  UserRegistered,
  UserSignedIn,
  UserSignedOut,
} from "./events/users.ts";
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
export const exampleSetlistEdited: SetlistEdited = {
  setlistId: 42,
  name: "Granary wedding (final)",
  sections: [
    {
      name: "Set 1",
      targetSeconds: 2700,
      songs: [
        { title: "Valerie", artist: "Amy Winehouse", durationSeconds: 233, key: "Eb", energy: 8, bpm: 106 },
        { title: "Our Song", artist: "The Late Shift", durationSeconds: 210, vocalist: "Sam" },
      ],
    },
  ],
  editedAt: "2025-06-02T10:00:00.000Z",
};
export const exampleSetlistShared: SetlistShared = {
  setlistId: 42,
  shareableId: "0b7f3c4e-9a51-4d1e-8f0a-3c2b1d4e5f60",
  sharedAt: "2025-06-02T11:00:00.000Z",
};

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

const exampleAccountId = "6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b";

export const exampleUserEmailReserved: UserEmailReserved = {
  userId: exampleAccountId,
  emailHash: "a".repeat(64),
  reservedAt: "2025-01-05T20:30:00.000Z",
};

export const exampleUserRegistered: UserRegistered = {
  userId: exampleAccountId,
  email: "ana@lateshift.band",
  passwordHash: "$scrypt$ln=15,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g",
  firstName: "Ana",
  registeredAt: "2025-01-05T20:30:00.000Z",
};

export const exampleUserSignedIn: UserSignedIn = {
  userId: exampleAccountId,
  sessionId: "0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11",
  tokenHash: "b".repeat(64),
  signedInAt: "2025-01-05T20:30:00.000Z",
  expiresAt: "2025-02-04T20:30:00.000Z",
  address: "203.0.113.7",
};

export const exampleUserSignedOut: UserSignedOut = {
  userId: exampleAccountId,
  sessionId: "0b7c4e5e-8c1a-4c5b-9f57-0d3f6e1d2a11",
  signedOutAt: "2025-01-06T09:00:00.000Z",
};

export const examplePasswordResetRequested: PasswordResetRequested = {
  userId: exampleAccountId,
  resetId: "9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f6a",
  tokenHash: "c".repeat(64),
  requestedAt: "2025-01-06T09:00:00.000Z",
  expiresAt: "2025-01-06T10:00:00.000Z",
};

export const examplePasswordChanged: PasswordChanged = {
  userId: exampleAccountId,
  passwordHash: "$scrypt$ln=15,r=8,p=1$bmV3c2FsdG5ld3NhbHRuZXc$bmV3aGFzaG5ld2hhc2huZXdoYXNobmV3aGFzaG5ld2g",
  changedAt: "2025-01-06T09:05:00.000Z",
  resetId: "9d8e7f6a-5b4c-4d3e-8f2a-1b0c9d8e7f6a",
};
