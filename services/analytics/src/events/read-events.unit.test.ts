import { decodeEvent } from "@encore/contracts";
import { exampleFeedbackGivenV1 } from "@encore/contracts/examples";
import type { NewEvent, Position, RecordedEvent } from "@encore/eventstore";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import { gigHistory } from "../testing/gig-history.ts";
import { readAnalyticsEvent } from "./read-events.ts";

const recorded = (event: NewEvent, index: number): RecordedEvent => ({
  eventId: event.eventId,
  streamId: "setlist-1",
  revision: index,
  type: event.type,
  schemaVersion: event.schemaVersion ?? 1,
  data: event.data,
  metadata: event.metadata ?? {},
  position: `1/${index}` as Position,
  createdAt: new Date("2026-01-01T00:00:00Z"),
});

const events = gigHistory(11, 20)
  .flatMap((batch) => batch.events)
  .map(recorded);

describe("reading analytics events cheaply", () => {
  it("reads what the full Effect Schema decoder reads, for every event analytics follows", () => {
    for (const event of events) {
      const fast = readAnalyticsEvent(event);
      const full = decodeEvent(event);
      if (Result.isFailure(full)) throw new Error(full.failure.message);
      const domain = full.success;
      switch (domain.type) {
        case "FeedbackGiven": {
          const { venue, ...rest } = domain.data;
          expect(fast).toMatchObject({ type: "FeedbackGiven", ...rest, venue });
          break;
        }
        case "SetlistGenerated":
        case "SetlistEdited":
          expect(fast).toEqual({
            type: "SetlistSongs",
            setlistId: domain.data.setlistId,
            songs: domain.data.sections.flatMap((section) =>
              section.songs.map(({ title, artist }) => ({ title, artist })),
            ),
          });
          break;
        case "SongDetected":
          expect(fast).toEqual({
            type: "SongDetected",
            repertoireId: domain.data.repertoireId,
            songId: domain.data.songId,
            genre: domain.data.genre?.value,
          });
          break;
        default:
          expect(fast).toMatchObject({ type: domain.type });
      }
    }
  });

  it("upcasts a version-1 FeedbackGiven through the full decoder", () => {
    const v1 = recorded(
      {
        eventId: "00000000-0000-4000-8000-000000000001",
        type: "FeedbackGiven",
        schemaVersion: 1,
        data: exampleFeedbackGivenV1,
        metadata: {},
      },
      0,
    );
    expect(readAnalyticsEvent(v1)).toMatchObject({
      type: "FeedbackGiven",
      venue: { country: "United Kingdom", city: "Bristol", name: "The Old Granary", venueType: "wedding" },
    });
  });

  it("stops on an event that does not decode, with the schema's message", () => {
    const [bad] = events.filter((event) => event.type === "FeedbackGiven");
    const broken = {
      ...bad!,
      data: {
        ...(bad!.data as object),
        songFeedback: [
          { songIndex: 0, title: "A", artist: "B", rating: 3, notes: "", audienceReaction: "ecstatic" },
        ],
      },
    };
    expect(() => readAnalyticsEvent(broken)).toThrow(/FeedbackGiven .*audienceReaction/);
  });

  it("ignores the events analytics does not follow", () => {
    expect(
      readAnalyticsEvent({ ...events[0]!, type: "SetlistRenamed", data: { setlistId: 1, name: "x" } }),
    ).toBeUndefined();
  });
});
