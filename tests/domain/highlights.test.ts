import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Film } from "../../domain/film.ts";
import { HIGHLIGHT_KEYS, pickHighlights, type FilmPopularity } from "../../domain/highlights.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import type { Show } from "../../domain/show.ts";

const certificates = [
  { id: 1, name: "U", rank: 1, description: "", logo: null },
  { id: 4, name: "15", rank: 5, description: "", logo: null },
];
const languages = [
  { id: 1, name: "English" },
  { id: 2, name: "French" },
];

const film = (imdb: string, details: Partial<Film> = {}): Film => ({
  imdb,
  title: imdb,
  year: 2010,
  slug: imdb,
  certificate: 4,
  genres: [],
  languages: [1],
  length: 100,
  audi: 50,
  crit: 50,
  imdb_r: 5,
  ...details,
});

const show = (id: number, f: string, time: number, details: Partial<Show> = {}): Show => ({ id, f, time, cs: [1], ...details });

const FROM = 1_000_000;

describe("the week's highlights", () => {
  it("pick the most followed, the most viewed and the best rated premiere, family, classic and foreign films", () => {
    const films = [
      film("awaited", { audi: 60 }),
      film("watched"),
      film("premiere", { audi: 90, crit: 90, imdb_r: 9 }),
      film("family", { certificate: 1 }),
      film("classic", { year: 1950 }),
      film("foreign", { languages: [2] }),
    ];
    const shows = films.map((entry, index) => show(index + 1, entry.imdb, FROM + index, entry.imdb === "premiere" ? { p: [1] } : {}));
    const popularity = new Map<string, FilmPopularity>([
      ["awaited", { alerts: 9, views: 0 }],
      ["watched", { alerts: 0, views: 99 }],
    ]);
    const picks = pickHighlights({ shows, lookup: makeListingLookup({ films, certificates, languages }), popularity, from: FROM });
    expect(HIGHLIGHT_KEYS.map((key) => picks[key]?.film.imdb)).toEqual(["awaited", "watched", "premiere", "family", "classic", "foreign"]);
  });

  it("use each film's first live showing from the start of the broadcast day and skip episodes and earlier shows", () => {
    const films = [film("a"), film("b")];
    const shows = [
      show(1, "a", FROM - 1),
      show(2, "a", FROM + 50),
      show(3, "a", FROM + 10),
      show(4, "b", FROM + 5, { series: 7 }),
      show(5, "b", FROM + 6, { cs: [] }),
    ];
    const picks = pickHighlights({ shows, lookup: makeListingLookup({ films, certificates, languages }), popularity: new Map(), from: FROM });
    expect(picks.most_waited?.show.id).toBe(3);
    expect(picks.most_watched).toBeNull();
  });

  it("never pick a film twice and only pick films that are showing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ imdb: fc.constantFrom("a", "b", "c", "d", "e"), time: fc.integer({ min: FROM - 100, max: FROM + 100 }), premiere: fc.boolean() })),
        fc.array(fc.tuple(fc.constantFrom("a", "b", "c", "d", "e"), fc.nat(20), fc.nat(20))),
        (entries, counts) => {
          const films = ["a", "b", "c", "d", "e"].map((imdb, index) =>
            film(imdb, { year: 1940 + index * 20, certificate: index % 2 === 0 ? 1 : 4, languages: [1 + (index % 2)] }),
          );
          const shows = entries.map((entry, index) => show(index, entry.imdb, entry.time, entry.premiere ? { p: [1] } : {}));
          const popularity = new Map(counts.map(([imdb, alerts, views]) => [imdb, { alerts, views }] as const));
          const picks = HIGHLIGHT_KEYS.map(
            (key) => pickHighlights({ shows, lookup: makeListingLookup({ films, certificates, languages }), popularity, from: FROM })[key],
          ).filter((pick) => pick !== null);
          const showing = new Set(shows.filter((entry) => entry.time >= FROM).map((entry) => entry.f));
          expect(new Set(picks.map((pick) => pick.film.imdb)).size).toBe(picks.length);
          expect(picks.every((pick) => showing.has(pick.film.imdb) && pick.show.f === pick.film.imdb && pick.show.time >= FROM)).toBe(true);
        },
      ),
    );
  });
});
