import { describe, expect, it } from "vitest";
import { planEnrichment, providerKey, type EnrichableFields } from "../../domain/film-enrichment.ts";
import { slugOf } from "../../domain/slug.ts";
import { NO_FIELDS } from "../fakes/film-enrichment-store-fake.ts";

const empty: EnrichableFields = NO_FIELDS;

describe("planning what a film-data run writes", () => {
  it("fills empty fields and leaves out what would not change", () => {
    expect(planEnrichment({ fields: { ...empty, length: 175 }, verified: false, adminEdited: [] }, { poster_url: "p", length: 175, youtube: null })).toEqual({
      poster_url: "p",
    });
  });

  it("never touches a field an admin edited, and gives a verified film only what it lacks", () => {
    const base = { fields: { ...empty, youtube: "admin", poster_url: "old" }, verified: true, adminEdited: ["youtube"] };
    expect(planEnrichment(base, { youtube: "tmdb", poster_url: "new", backdrop_url: "b" })).toEqual({ backdrop_url: "b" });
    expect(planEnrichment({ ...base, verified: false }, { youtube: "tmdb", poster_url: "new" })).toEqual({ poster_url: "new" });
  });

  it("keeps the site's synopsis and the dataset's IMDb rating, and missing data erases nothing", () => {
    expect(
      planEnrichment(
        { fields: { ...empty, synopsis: "ours", imdb_r: 7.1, crit: 80 }, verified: false, adminEdited: [] },
        { synopsis: "theirs", imdb_r: 7.3, crit: null },
      ),
    ).toEqual({});
  });

  it("maps TMDB's provider names to the site's services", () => {
    expect(["Amazon Prime Video", "Disney Plus", "Netflix", "Channel 4", "Apple TV Plus"].map((name) => providerKey(name, slugOf))).toEqual([
      "prime-video",
      "disney-plus",
      "netflix",
      "channel4",
      "apple-tv-plus",
    ]);
  });
});
