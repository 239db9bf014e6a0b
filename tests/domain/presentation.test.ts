import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  carouselItems,
  emptyListingText,
  filmCount,
  formatLength,
  gridPage,
  gridPageCount,
  gridPageSize,
  isAdAfterRow,
  languageNote,
  lengthLabels,
  listedGenres,
  listingTitle,
  missingTrailerText,
  nextOnTvBox,
  shortenTitle,
  titleWithYears,
} from "../../domain/presentation.ts";
import { hours, lookup, minutes, NOW, show } from "./listing-fixtures.ts";

describe("titles", () => {
  const long = "The Assassination of Jesse James by the Coward Robert Ford";

  it("shortens titles to 30 characters in the table and 27 in the grid", () => {
    expect(listingTitle(long, "table", false)).toHaveLength(30);
    expect(listingTitle(long, "grid", false)).toHaveLength(27);
    expect(listingTitle("Heat", "grid", false)).toBe("Heat");
    expect(listingTitle("The Assassination of Jesse Ja", "table", false)).toBe("The Assassination of Jesse Ja");
  });

  it("prefixes series titles with 'TV Series'", () => {
    expect(listingTitle("Echo Street", "table", true)).toBe("TV Series Echo Street");
  });

  it("shows the year or the year range", () => {
    expect(titleWithYears({ title: "Heat", year: 1995 })).toBe("Heat (1995)");
    expect(titleWithYears({ title: "Echo", year: 2019, year_end: 2022 })).toBe("Echo (2019-2022)");
    expect(titleWithYears({ title: "Nowhere", year: null })).toBe("Nowhere");
  });

  it("never makes a title longer than the limit and keeps its start", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 2, max: 40 }), (title, max) => {
        const short = shortenTitle(title, max);
        expect(short.length).toBeLessThanOrEqual(Math.max(max, 0));
        if (title.length <= max) expect(short).toBe(title);
        else expect(title.startsWith(short.slice(0, -1).trimEnd())).toBe(true);
      }),
    );
  });
});

describe("length", () => {
  it("formats minutes as hours and minutes", () => {
    expect(formatLength(95)).toBe("1h 35m");
    expect(formatLength(120)).toBe("2h 0m");
    expect(formatLength(45)).toBe("0h 45m");
  });

  it("adds the length with ads only when it exceeds the film by more than 15 minutes", () => {
    expect(lengthLabels(100, 116)).toEqual({ film: "1h 40m", withAds: "1h 56m" });
    expect(lengthLabels(100, 115)).toEqual({ film: "1h 40m", withAds: null });
    expect(lengthLabels(100, undefined)).toEqual({ film: "1h 40m", withAds: null });
    expect(lengthLabels(null, 120)).toEqual({ film: null, withAds: null });
  });
});

describe("Next on TV box", () => {
  it("says 'Next on TV' with the next show when a future show exists", () => {
    const next = show({ id: 2, time: NOW + hours(3) });
    expect(nextOnTvBox([show({ id: 1, time: NOW - hours(3) }), show({ id: 3, time: NOW + hours(5) }), next], 100, NOW)).toEqual({
      label: "Next on TV",
      show: next,
    });
  });

  it("says 'Showing now!' while the latest past show is still on", () => {
    const current = show({ id: 1, time: NOW - minutes(30) });
    expect(nextOnTvBox([current], 100, NOW)).toEqual({ label: "Showing now!", show: current });
    expect(nextOnTvBox([{ ...current, art: 20 }], 100, NOW)?.label).toBe("Shown today:");
  });

  it("says 'Shown today:' once the latest past show has ended", () => {
    const ended = show({ id: 1, time: NOW - hours(3) });
    expect(nextOnTvBox([show({ id: 0, time: NOW - hours(30) }), ended], 100, NOW)).toEqual({ label: "Shown today:", show: ended });
  });

  it("is absent without any show", () => {
    expect(nextOnTvBox([], 100, NOW)).toBeNull();
  });
});

describe("listing presentation", () => {
  it("counts films as 'N films' or 'N film'", () => {
    expect(filmCount(1)).toBe("1 film");
    expect(filmCount(0)).toBe("0 films");
    expect(filmCount(12)).toBe("12 films");
  });

  it("offers grid pages of 12, 24, 48 and 192 shows, falling back to 192", () => {
    expect([12, 24, 48, 192].map(gridPageSize)).toEqual([12, 24, 48, 192]);
    expect(gridPageSize("48")).toBe(48);
    expect(gridPageSize(50)).toBe(192);
    expect(gridPageSize(null)).toBe(192);
    expect(gridPage([1, 2, 3, 4, 5], 1, 12)).toEqual([]);
    expect(gridPageCount(25, 12)).toBe(3);
  });

  it("places an ad after rows whose index mod 5 is 1", () => {
    expect([0, 1, 2, 5, 6, 11].filter(isAdAfterRow)).toEqual([1, 6, 11]);
  });

  it("shows 3, 5 or 7 similar films at widths 600, 900 and 1400", () => {
    expect([599, 600, 899, 900, 1399, 1400, 2000].map(carouselItems)).toEqual([3, 3, 3, 5, 5, 7, 7]);
  });

  it("says why a listing is empty", () => {
    expect(emptyListingText("")).toBe("No match (adjust filters)");
    expect(emptyListingText("zzz")).toBe("No films to display");
  });

  it("lists up to three genres and hides the language note when English is the only language", () => {
    expect(listedGenres([4, 2, 1, 3], lookup.genres)).toEqual(["Animation", "Comedy", "Action"]);
    expect(languageNote([1], lookup.languages)).toBeNull();
    expect(languageNote([1, 2], lookup.languages)).toEqual(["English", "French"]);
    expect(languageNote([3], lookup.languages)).toEqual(["Japanese"]);
  });

  it("names a missing trailer", () => {
    expect(missingTrailerText("Heat", 1995)).toBe("YouTube trailer for Heat (1995) currently missing");
    expect(missingTrailerText("Fast & Furious", null)).toBe("YouTube trailer for Fast & Furious currently missing");
  });
});
