import { describe, expect, it } from "vitest";
import { ALL_FOLDERS, folderOptions, inFolder, newFolderName } from "./folders.ts";
import { durationBadge, longDate, shortDate } from "./format.ts";
import { PAGE_SIZE_DESKTOP, PAGE_SIZE_MOBILE, pageSize, paginate } from "./pagination.ts";

describe("pagination", () => {
  it("shows 6 a page on mobile and 10 on desktop", () => {
    expect(pageSize(true)).toBe(PAGE_SIZE_MOBILE);
    expect(pageSize(false)).toBe(PAGE_SIZE_DESKTOP);
    expect(PAGE_SIZE_MOBILE).toBe(6);
    expect(PAGE_SIZE_DESKTOP).toBe(10);
  });

  it("adds a page per Load More and counts what remains", () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(paginate(items, 1, 10)).toEqual({ visible: items.slice(0, 10), remaining: 13 });
    expect(paginate(items, 2, 10).remaining).toBe(3);
    expect(paginate(items, 3, 10)).toEqual({ visible: items, remaining: 0 });
    expect(paginate(items, 0, 6).visible).toHaveLength(6);
    expect(paginate([], 1, 6)).toEqual({ visible: [], remaining: 0 });
  });
});

describe("folders", () => {
  const setlists = [
    { folder: "Weddings" },
    {},
    { folder: "General" },
    { folder: "Weddings" },
    { folder: "Bar" },
  ];

  it("lists All with its count, then each folder (General first) with its count", () => {
    expect(folderOptions(setlists)).toEqual([
      { value: ALL_FOLDERS, label: "All", count: 5 },
      { value: "General", label: "General", count: 2 },
      { value: "Bar", label: "Bar", count: 1 },
      { value: "Weddings", label: "Weddings", count: 2 },
    ]);
  });

  it("keeps a folder created on the page with count 0 until a setlist moves in", () => {
    const options = folderOptions(setlists, ["Corporate", "Weddings"]);
    expect(options.map((o) => [o.label, o.count])).toEqual([
      ["All", 5],
      ["General", 2],
      ["Bar", 1],
      ["Corporate", 0],
      ["Weddings", 2],
    ]);
  });

  it("filters by folder, absent folder meaning General", () => {
    expect(inFolder(setlists, ALL_FOLDERS)).toHaveLength(5);
    expect(inFolder(setlists, "General")).toHaveLength(2);
    expect(inFolder(setlists, "Weddings")).toHaveLength(2);
    expect(inFolder(setlists, "Nowhere")).toEqual([]);
  });

  it("trims a new folder name, ignores an empty one and reuses an existing one ignoring case", () => {
    expect(newFolderName("  Corporate ", [])).toBe("Corporate");
    expect(newFolderName("   ", [])).toBeNull();
    expect(newFolderName("weddings", ["Weddings"])).toBe("Weddings");
  });
});

describe("dates and badges", () => {
  it("writes created dates like Jan 5, 2025 and the shared page's long date", () => {
    expect(shortDate("2025-01-05T12:00:00.000Z")).toBe("Jan 5, 2025");
    expect(longDate("2025-01-05T12:00:00.000Z")).toBe("January 5, 2025");
    expect(shortDate("not a date")).toBe("");
    expect(shortDate(null)).toBe("");
  });

  it("writes the duration with its type", () => {
    expect(durationBadge(90, "minutes")).toBe("90 minutes");
    expect(durationBadge(90, null)).toBe("90 minutes");
    expect(durationBadge(0, "minutes")).toBeNull();
  });
});
