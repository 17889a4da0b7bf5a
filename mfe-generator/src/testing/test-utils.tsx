export { fakeApi, json, musician, renderScreen } from "@encore/ui/testing";

/** A generated result like the server's, with real timings. */
export const generatedResult = {
  id: 42,
  setlist: {
    name: "Wedding at The Old Granary",
    duration: 90,
    sections: [
      {
        name: "Set 1",
        durationSeconds: 2712,
        targetSeconds: 2700,
        songs: [
          {
            title: "At Last",
            artist: "Etta James",
            vocalist: "Ana",
            durationSeconds: 182,
            key: "F",
            bpm: 87,
            energy: 3,
            reason: "A must-have, placed early",
          },
          {
            title: "September",
            artist: "Earth, Wind & Fire",
            durationSeconds: 215,
            key: "A",
            bpm: 126,
            energy: 8,
            reason: "",
          },
        ],
      },
      {
        name: "Set 2",
        durationSeconds: 2688,
        targetSeconds: 2700,
        songs: [
          {
            title: "Valerie",
            artist: "Amy Winehouse",
            vocalist: "Ben",
            durationSeconds: 233,
            key: "Eb",
            bpm: 106,
            energy: 8,
            reason: "Keeps the floor full",
          },
        ],
      },
    ],
  },
};
