import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tonightWindow } from "../../domain/evening.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { selectListing } from "../../domain/select-listing.ts";
import { isXmasFilm, loadCompleteListLabel, onePerFilm, selectionPage, selectionTitle, SELECTIONS, selectSelection } from "../../domain/selections.ts";
import type { Show } from "../../domain/show.ts";
import { arbFilters, arbWorld } from "./listing-arbitraries.ts";
import { at, certificates, film, hours, ids, listingInput, lookup, NOW, show, ZONE } from "./listing-fixtures.ts";

describe("Tonight", () => {
  it("runs from 18:00 to 04:00 the next day", () => {
    expect(tonightWindow(NOW, ZONE)).toEqual({ start: at("2025-06-11T18:00:00+01:00"), end: at("2025-06-12T04:00:00+01:00") });
    expect(tonightWindow(at("2025-06-12T02:00:00+01:00"), ZONE).start).toBe(at("2025-06-11T18:00:00+01:00"));
  });

  it("selects the shows of tonight only", () => {
    const shows = [
      show({ id: 1, time: at("2025-06-11T17:59:00+01:00") }),
      show({ id: 2, f: "tt0000002", time: at("2025-06-11T18:00:00+01:00") }),
      show({ id: 3, f: "tt0000003", time: at("2025-06-12T03:59:00+01:00") }),
      show({ id: 4, f: "tt0000004", time: at("2025-06-12T04:00:00+01:00") }),
    ];
    expect(ids(selectSelection("tonight", listingInput(shows)))).toEqual([2, 3]);
  });
});

describe("Family, Premiere and Xmas", () => {
  const shows = [1, 2, 3, 4].map((n) => show({ id: n, f: `tt000000${n}`, time: NOW + hours(n), p: n % 2 === 0 ? [1] : [2] }));

  it("selects films with certificate U or 12A as family films", () => {
    expect(ids(selectSelection("family", listingInput(shows)))).toEqual([1, 3]);
  });

  it("leaves PG and 12 films out of the family films, keeping only U and 12A", () => {
    const bbfc = [...certificates, { id: 6, name: "12", rank: 4, description: "12 and over", logo: null }];
    const byCertificate = { U: 1, PG: 2, "12A": 3, "12": 6, "15": 4 } as const;
    const family = makeListingLookup({
      films: Object.entries(byCertificate).map(([name, id]) => film({ imdb: `tt9${String(id).padStart(6, "0")}`, title: `${name} film`, certificate: id })),
      channels: lookup.channels.values(),
      certificates: bbfc,
    });
    const familyShows = [...family.films.keys()].map((key, n) => show({ id: n + 1, f: key, time: NOW + hours(n + 1) }));
    const selected = selectSelection("family", listingInput(familyShows, {}, { lookup: family }));
    expect(selected.map((picked) => family.films.get(picked.f)?.title)).toEqual(["U film", "12A film"]);
  });

  it("selects shows whose premiere list includes the chosen system", () => {
    expect(ids(selectSelection("premiere", listingInput(shows)))).toEqual([2, 4]);
    expect(ids(selectSelection("premiere", listingInput(shows, { system: { kind: 1, id: 2 } })))).toEqual([1, 3]);
  });

  it("uses Freeview premieres for custom lists", () => {
    const custom = listingInput(shows, { system: { kind: 0, id: null } }, { customChannelIds: [1] });
    expect(ids(selectSelection("premiere", custom))).toEqual([2, 4]);
  });

  it("selects films with 'christmas' or 'xmas' in the title or short synopsis, in any case", () => {
    expect(ids(selectSelection("xmas", listingInput(shows)))).toEqual([3, 4]);
    expect(isXmasFilm({ title: "XmAs Eve", synopsis_short: null })).toBe(true);
    expect(isXmasFilm({ title: "Quiet", synopsis_short: "It was CHRISTMAS." })).toBe(true);
    expect(isXmasFilm({ title: "Christ", synopsis_short: "Mass" })).toBe(false);
  });

  it("keeps only channels valid for the chosen system", () => {
    const onSky = [show({ id: 1, cs: [4] }), show({ id: 2, f: "tt0000003", cs: [3] })];
    expect(ids(selectSelection("family", listingInput(onSky)))).toEqual([2]);
  });
});

describe("selection lists", () => {
  it("keeps each film's earliest show only", () => {
    const shows = [show({ id: 1, time: NOW + hours(5) }), show({ id: 2, time: NOW + hours(1) }), show({ id: 3, time: NOW + hours(3) })];
    expect(ids(selectSelection("family", listingInput(shows)))).toEqual([2]);
  });

  it("shows the first 30 films, then the complete list", () => {
    const many = makeListingLookup({
      films: Array.from({ length: 45 }, (_, n) => film({ imdb: `tt1${String(n).padStart(6, "0")}`, certificate: 1 })),
      channels: lookup.channels.values(),
      certificates: lookup.certificates.values(),
    });
    const shows = [...many.films.keys()].map((key, n) => show({ id: n, f: key, time: NOW + hours(n) }));
    const all = selectSelection("family", listingInput(shows, {}, { lookup: many }));
    expect(all).toHaveLength(45);
    expect(selectionPage(all, false)).toEqual(all.slice(0, 30));
    expect(selectionPage(all, true)).toBe(all);
    expect(loadCompleteListLabel(all.length)).toBe("Load complete list (45 films)");
  });

  it("titles each selection with the system name", () => {
    expect(SELECTIONS.map((selection) => selectionTitle(selection, "Freeview"))).toEqual([
      "Films on Freeview Tonight and this Week",
      "Family Films on Freeview this Week",
      "Film Premieres on Freeview this Week",
      "Xmas Films on Freeview this Week",
    ]);
  });
});

describe("selection laws", () => {
  const arbCase = fc.record({ world: arbWorld, filters: arbFilters, selection: fc.constantFrom(...SELECTIONS) });

  it("has at most one show per film", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, selection }) => {
        const result = selectSelection(selection, listingInput(world.shows, filters, { lookup: world.lookup }));
        const keys = result.map((item) => item.f);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it("only picks shows the listing itself would show", () => {
    fc.assert(
      fc.property(arbCase, ({ world, filters, selection }) => {
        const input = listingInput(world.shows, filters, { lookup: world.lookup });
        const listed = new Set<Show>(selectListing(input));
        for (const item of selectSelection(selection, input)) expect(listed.has(item)).toBe(true);
      }),
    );
  });

  it("one show per film keeps the first show of every film and nothing else", () => {
    fc.assert(
      fc.property(arbWorld, ({ shows }) => {
        const firsts = onePerFilm(shows);
        const films = new Set(shows.map((item) => item.f));
        expect(firsts).toHaveLength(films.size);
        for (const item of firsts) expect(shows.find((other) => other.f === item.f)).toBe(item);
      }),
    );
  });
});
