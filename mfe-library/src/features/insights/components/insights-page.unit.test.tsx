import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi, json, renderAt, savedSetlist } from "../../../testing/test-utils.tsx";

const lisbon = "/insights?country=Portugal&city=Lisbon&venueType=hotel&eventType=wedding&from=5";

const song = (title: string, artist: string, score: number, evidence: string) => ({
  title,
  artist,
  averageRating: score > 0 ? 4.8 : 1.6,
  performances: score > 0 ? 12 : 4,
  successRate: score > 0 ? 0.9167 : 0,
  recommendationScore: score,
  evidence,
});
const answer = {
  context: { country: "Portugal", city: "Lisbon", venueType: "hotel", eventType: "wedding" },
  best: [song("September", "Earth, Wind & Fire", 0.62, "loved at 12 weddings in Lisbon")],
  worst: [song("La Bamba", "Ritchie Valens", -0.4, "disliked at 4 weddings in Lisbon")],
};

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe("Audience Insights", () => {
  it("asks for the context in the address and shows the best and worst songs with their figures", async () => {
    let reply: (response: Response) => void = () => undefined;
    const api = fakeApi({
      "GET /api/insights/songs": () => new Promise<Response>((resolve) => (reply = resolve)),
    });
    renderAt(lisbon);
    expect(await screen.findByRole("status", { name: "Loading your insights..." })).toBeInTheDocument();
    reply(json(200, answer));

    const best = await screen.findByRole("list", { name: "Crowd Favourites" });
    const loved = within(best).getByRole("listitem", { name: "September by Earth, Wind & Fire" });
    expect(within(loved).getByText("loved at 12 weddings in Lisbon")).toBeInTheDocument();
    expect(within(loved).getByText("4.8 / 5")).toBeInTheDocument();
    expect(within(loved).getByText("12 gigs")).toBeInTheDocument();
    expect(within(loved).getByText("92 %")).toBeInTheDocument();
    expect(within(loved).getByText("+0.62")).toBeInTheDocument();
    const worst = screen.getByRole("list", { name: "Least Loved" });
    expect(within(worst).getByText("disliked at 4 weddings in Lisbon")).toBeInTheDocument();
    expect(within(worst).getByText("−0.40")).toBeInTheDocument();
    expect(screen.getByText("Wedding gigs in Lisbon, Portugal · Hotel venues")).toBeInTheDocument();

    const [request] = api.sent("GET", "/api/insights/songs");
    expect(query(request!)).toEqual({
      country: "Portugal",
      city: "Lisbon",
      venueType: "hotel",
      eventType: "wedding",
    });
    expect(screen.getByLabelText("Country")).toHaveValue("Portugal");
    expect(screen.getByLabelText("City")).toHaveValue("Lisbon");
    expect(screen.getByRole("combobox", { name: "Venue type" })).toHaveTextContent("Hotel");
    expect(screen.getByRole("combobox", { name: "Event type" })).toHaveTextContent("Wedding");
    expect(screen.getByRole("link", { name: "Back to Setlist" })).toHaveAttribute("href", "/setlist/5");
  });

  it("explains that feedback is needed when there is none", async () => {
    fakeApi({ "GET /api/insights/songs": () => json(200, { ...answer, best: [], worst: [] }) });
    renderAt("/insights");
    expect(await screen.findByText("No feedback yet")).toBeInTheDocument();
    expect(
      screen.getByText("Give feedback after your gigs to see what your audiences love"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Saved Setlists" })).toHaveAttribute(
      "href",
      "/saved-setlists",
    );
    expect(screen.getByRole("link", { name: "Saved Setlists" })).toHaveAttribute("href", "/saved-setlists");
  });

  it("shows the error state and tries again", async () => {
    let calls = 0;
    const api = fakeApi({
      "GET /api/insights/songs": () => (++calls === 1 ? json(500, { error: "boom" }) : json(200, answer)),
    });
    const user = userEvent.setup();
    renderAt(lisbon);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error loading insights")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("list", { name: "Crowd Favourites" })).toBeInTheDocument();
    expect(api.sent("GET", "/api/insights/songs")).toHaveLength(2);
  });

  it("asks again for another city when the musician changes it", async () => {
    const api = fakeApi({ "GET /api/insights/songs": () => json(200, answer) });
    const user = userEvent.setup();
    const { router } = renderAt(lisbon);
    await screen.findByRole("list", { name: "Crowd Favourites" });
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Porto");
    await user.click(screen.getByRole("button", { name: "Show Insights" }));
    await screen.findByText("Wedding gigs in Porto, Portugal · Hotel venues");
    const requests = api.sent("GET", "/api/insights/songs");
    expect(query(requests.at(-1)!)).toMatchObject({ city: "Porto", country: "Portugal" });
    expect(router.state.location.search).toBe(
      "?country=Portugal&city=Porto&venueType=hotel&eventType=wedding&from=5",
    );
  });

  it("opens from the setlist view with the setlist's venue and event", async () => {
    const api = fakeApi({
      "GET /api/setlists": () =>
        json(200, [savedSetlist(5, { venueCountry: "Portugal", venueCity: "Lisbon", venueType: "hotel" })]),
      "GET /api/insights/songs": () => json(200, answer),
    });
    const user = userEvent.setup();
    const { router } = renderAt("/setlist/5");
    await user.click(await screen.findByRole("link", { name: "Audience Insights" }));
    expect(await screen.findByRole("heading", { name: "Audience Insights" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/insights");
    await screen.findByRole("list", { name: "Crowd Favourites" });
    expect(query(api.sent("GET", "/api/insights/songs")[0]!)).toEqual({
      country: "Portugal",
      city: "Lisbon",
      venueType: "hotel",
      eventType: "wedding",
    });
  });
});
