import { describe, expect, it } from "vitest";
import { isCatalogueTitle, isUsefulAka, principalRole } from "../../../domain/imports/imdb-import-rules.ts";

describe("what the IMDb import keeps", () => {
  it("lists movies, TV movies and series in the catalogue, but no episodes, shorts or adult titles", () => {
    for (const titleType of ["movie", "tvMovie", "tvSeries", "tvMiniSeries"]) expect(isCatalogueTitle({ titleType, isAdult: false })).toBe(true);
    expect(isCatalogueTitle({ titleType: "movie", isAdult: true })).toBe(false);
    for (const titleType of ["tvEpisode", "short", "video"]) expect(isCatalogueTitle({ titleType, isAdult: false })).toBe(false);
  });

  it("keeps British, Irish, American, worldwide and original alternative titles", () => {
    expect(isUsefulAka({ region: "GB", isOriginalTitle: false })).toBe(true);
    expect(isUsefulAka({ region: "XWW", isOriginalTitle: null })).toBe(true);
    expect(isUsefulAka({ region: null, isOriginalTitle: true })).toBe(true);
    expect(isUsefulAka({ region: "DE", isOriginalTitle: null })).toBe(false);
  });

  it("makes actors and actresses stars and keeps directors", () => {
    expect(principalRole({ category: "actor" })).toBe("star");
    expect(principalRole({ category: "actress" })).toBe("star");
    expect(principalRole({ category: "director" })).toBe("director");
    expect(principalRole({ category: "writer" })).toBeUndefined();
  });
});
