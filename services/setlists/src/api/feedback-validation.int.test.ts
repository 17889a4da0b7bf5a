import { setlistStreamId } from "@encore/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useBackend } from "../testing/backend.ts";

const backend = useBackend({ freeSetlistsPerMonth: 50 });
const registerUser = () => backend.registerUser();

const call = async (method: string, path: string, userId: string, body?: unknown) => {
  const response = await backend.request(backend.setlists, method, path, { userId, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const brief = {
  eventType: "wedding",
  audienceType: "mixed",
  numberOfSets: 1,
  setDurations: [30],
  vocalists: [],
  hornSection: false,
  energyFlow: "build",
  mustHaveSongs: "",
  venueCountry: "Portugal",
  venueCity: "Lisbon",
  venueType: "wedding",
};

let userId: string;
let setlistId: number;
beforeAll(async () => {
  userId = await registerUser();
  const generated = await call("POST", "/api/setlists/generate", userId, brief);
  expect(generated.status).toBe(200);
  setlistId = generated.body.id as number;
}, 60_000);

const eventCount = async () => (await backend.store.readStream(setlistStreamId(setlistId))).length;

const song = {
  songIndex: 0,
  title: "Valerie",
  artist: "Amy Winehouse",
  rating: 5,
  notes: "",
  audienceReaction: "loved",
};
/** The full feedback form: places named, one entry per song. */
const fullForm = {
  overallRating: 5,
  venueCity: "Lisbon",
  venueCountry: "Portugal",
  venueType: "wedding",
  songFeedback: [song],
};
const without = (key: keyof typeof fullForm) => {
  const { [key]: _dropped, ...rest } = fullForm;
  return rest;
};

describe("POST /api/setlists/{id}/feedback with bad input", () => {
  it.each([
    ["overall rating 0", { ...fullForm, overallRating: 0 }, "overallRating: must be between 1 and 5"],
    ["overall rating 6", { ...fullForm, overallRating: 6 }, "overallRating: must be between 1 and 5"],
    [
      "audience response 0",
      { ...fullForm, audienceResponse: 0 },
      "audienceResponse: must be between 1 and 5",
    ],
    ["energy level 6", { ...fullForm, energyLevel: 6 }, "energyLevel: must be between 1 and 5"],
    [
      "song rating 0",
      { ...fullForm, songFeedback: [{ ...song, rating: 0 }] },
      "songFeedback[0].rating: must be between 1 and 5",
    ],
    [
      "song rating 6",
      { ...fullForm, songFeedback: [{ ...song, rating: 6 }] },
      "songFeedback[0].rating: must be between 1 and 5",
    ],
    [
      "unknown reaction",
      { ...fullForm, songFeedback: [{ ...song, audienceReaction: "ecstatic" }] },
      /^songFeedback\[0\]\.audienceReaction: /,
    ],
    [
      "blank city on the full form",
      { ...fullForm, venueCity: "  " },
      "venueCity: City is required for location insights",
    ],
    [
      "blank country on the full form",
      { ...fullForm, venueCountry: "" },
      "venueCountry: Country is required for location insights",
    ],
    ["no city on the full form", without("venueCity"), "venueCity: City is required for location insights"],
    [
      "no country on the full form",
      without("venueCountry"),
      "venueCountry: Country is required for location insights",
    ],
  ])("answers 400 for %s and appends nothing", async (_case, body, error) => {
    const before = await eventCount();
    const response = await call("POST", `/api/setlists/${setlistId}/feedback`, userId, body);
    expect(response.status).toBe(400);
    if (typeof error === "string") expect(response.body.error).toBe(error);
    else expect(response.body.error).toMatch(error);
    expect(await eventCount()).toBe(before);
  });

  it("names the allowed reactions for an unknown one", async () => {
    const response = await call("POST", `/api/setlists/${setlistId}/feedback`, userId, {
      ...fullForm,
      songFeedback: [{ ...song, audienceReaction: "ecstatic" }],
    });
    expect(String(response.body.error)).toMatch(/loved/);
  });

  it("accepts the full form and the quick form ('Unknown' places, no song entries)", async () => {
    const full = await call("POST", `/api/setlists/${setlistId}/feedback`, userId, fullForm);
    expect(full.status).toBe(200);
    const quick = await call("POST", `/api/setlists/${setlistId}/feedback`, userId, {
      overallRating: 4,
      whatWorked: "Great crowd",
      venueCity: "Unknown",
      venueCountry: "Unknown",
      songFeedback: [],
    });
    expect(quick.status).toBe(200);
    expect(quick.body).toMatchObject({ overallRating: 4, venueCity: "Lisbon", venueCountry: "Portugal" });
  });
});
