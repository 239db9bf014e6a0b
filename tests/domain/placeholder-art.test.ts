import { describe, expect, it } from "vitest";
import { generatedLogoPath, generatedPosterPath, isOwnImage, placeholderColour, posterYears } from "../../domain/placeholder-art.ts";

describe("the site's own placeholder artwork", () => {
  it("tells a real poster or logo from the generated artwork the site serves itself", () => {
    expect(isOwnImage("https://image.tmdb.org/t/p/w500/abc.jpg")).toBe(true);
    expect(isOwnImage("https://example.org/logos/bbc-one.svg")).toBe(true);
    expect(isOwnImage(generatedPosterPath("heat-1995"))).toBe(false);
    expect(isOwnImage(generatedLogoPath("bbc-one"))).toBe(false);
    expect(isOwnImage("")).toBe(false);
    expect(isOwnImage(null)).toBe(false);
    expect(isOwnImage(undefined)).toBe(false);
  });

  it("gives the same text the same colour, from a small palette", () => {
    expect(placeholderColour("Brief Encounter")).toBe(placeholderColour("Brief Encounter"));
    expect(placeholderColour("Brief Encounter")).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set(["Heat", "Alien", "Brief Encounter", "The Third Man", "Film4", "BBC One", "ITV1", "Channel 4", "E4"].map(placeholderColour));
    expect(colours.size).toBeGreaterThan(1);
    expect(colours.size).toBeLessThanOrEqual(8);
  });

  it("captions a film with its year and a series with its span", () => {
    expect(posterYears({ year: 1995 }, false)).toBe("1995");
    expect(posterYears({ year: 2001, year_end: 2005 }, true)).toBe("2001-2005");
    expect(posterYears({ year: 2019, year_end: null }, true)).toBe("2019-");
    expect(posterYears({ year: null }, false)).toBe("");
  });
});
