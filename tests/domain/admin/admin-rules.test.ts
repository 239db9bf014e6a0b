import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, isAdminPageSize } from "../../../domain/admin/admin-page.ts";
import { auditDiff, isNoChange, type AuditFields } from "../../../domain/admin/audit-entry.ts";
import { filmWebSearches } from "../../../domain/admin/film-web-searches.ts";
import { rottenTomatoesSlugOf, rottenTomatoesUrlOf } from "../../../domain/admin/rotten-tomatoes-url.ts";
import { trailerSearchQuery } from "../../../domain/admin/video-candidate.ts";
import { isYoutubeVideoId, youtubeVideoIdOf } from "../../../domain/admin/youtube-video-id.ts";

const videoId = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
const slug = fc.stringMatching(/^[a-z0-9_-]{1,40}$/);
const json = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
const fields = fc.dictionary(fc.constantFrom("title", "youtube", "verified", "incorrect", "imdb"), json) as fc.Arbitrary<AuditFields>;

describe("admin page sizes", () => {
  it("offers 9, 18 and 36 films a page, 36 by default", () => {
    expect(ADMIN_PAGE_SIZES).toEqual([9, 18, 36]);
    expect(DEFAULT_ADMIN_PAGE_SIZE).toBe(36);
    expect([9, 18, 36, 5, 0].map(isAdminPageSize)).toEqual([true, true, true, false, false]);
  });
});

describe("YouTube video ids", () => {
  it("takes the id from a bare id or any usual YouTube link to it", () => {
    fc.assert(
      fc.property(videoId, (id) =>
        [
          id,
          ` ${id} `,
          `https://www.youtube.com/watch?v=${id}&t=10`,
          `https://youtu.be/${id}`,
          `https://www.youtube.com/embed/${id}`,
          `https://m.youtube.com/shorts/${id}`,
          `https://www.youtube-nocookie.com/embed/${id}`,
        ].every((input) => youtubeVideoIdOf(input) === id),
      ),
    );
  });

  it("finds no id in other text or other sites' links", () => {
    expect(
      ["", "not a video", "dQw4w9WgXc", "dQw4w9WgXcQQ", "https://vimeo.com/dQw4w9WgXcQ", "https://www.youtube.com/watch?v=short", "javascript:alert(1)"].map(
        youtubeVideoIdOf,
      ),
    ).toEqual([null, null, null, null, null, null, null]);
    expect(isYoutubeVideoId("dQw4w9WgXcQ")).toBe(true);
  });
});

describe("Rotten Tomatoes links", () => {
  it("names a film or series page by its slug, and the slug leads back to the same page", () => {
    fc.assert(
      fc.property(fc.constantFrom("m", "tv"), slug, (kind, name) => {
        const found = rottenTomatoesSlugOf(`https://www.rottentomatoes.com/${kind}/${name}/`);
        return found === `${kind}/${name}` && rottenTomatoesSlugOf(rottenTomatoesUrlOf(found)) === found;
      }),
    );
  });

  it("refuses other sites, other pages and other schemes", () => {
    expect(
      [
        "https://www.rottentomatoes.com/",
        "https://www.rottentomatoes.com/celebrity/x",
        "https://evil.example/m/amelie",
        "ftp://www.rottentomatoes.com/m/amelie",
        "amelie",
      ].map(rottenTomatoesSlugOf),
    ).toEqual([null, null, null, null, null]);
  });
});

describe("the audit diff", () => {
  it("is empty exactly when nothing changed", () => {
    fc.assert(fc.property(fields, (before) => isNoChange(auditDiff(before, before))));
    expect(isNoChange(auditDiff({ title: "A" }, { title: "B" }))).toBe(false);
  });

  it("keeps only the changed fields, with their old and new values", () => {
    expect(auditDiff({ title: "A", verified: true, incorrect: ["YT"] }, { title: "B", verified: true, incorrect: [] })).toEqual({
      before: { title: "A", incorrect: ["YT"] },
      after: { title: "B", incorrect: [] },
    });
  });

  it("names every field that differs and no other", () => {
    fc.assert(
      fc.property(fields, fields, (before, after) => {
        const diff = auditDiff(before, after);
        const changed = Object.keys({ ...before, ...after }).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
        return (
          JSON.stringify(Object.keys(diff.after).sort()) === JSON.stringify(changed.sort()) &&
          Object.keys(diff.before).length === Object.keys(diff.after).length
        );
      }),
    );
  });
});

describe("web searches for a film", () => {
  it("searches each source site for the title and year, escaped", () => {
    const searches = filmWebSearches({ title: "Amélie & Co", year: 2001, kind: "film" });
    expect(searches.map((search) => search.label)).toEqual(["Google", "IMDb", "Rotten Tomatoes", "TMDB", "YouTube trailer"]);
    expect(searches.every((search) => search.url.startsWith("https://") && !search.url.includes(" ") && !search.url.includes("&Co"))).toBe(true);
    expect(trailerSearchQuery({ title: "Amélie", year: 2001 })).toBe("Amélie 2001 trailer");
    expect(trailerSearchQuery({ title: "Amélie", year: null })).toBe("Amélie trailer");
  });
});
