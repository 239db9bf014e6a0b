import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decadeLabel, decadeOf, genresChart, showProfileCharts, yearsChart } from "../../domain/profile-charts.ts";
import { lookup } from "./listing-fixtures.ts";

describe("profile charts", () => {
  it("need at least 10 watched films", () => {
    expect(showProfileCharts(9)).toBe(false);
    expect(showProfileCharts(10)).toBe(true);
  });

  it("label the 1960 decade 'pre-1970s' and the others by decade", () => {
    expect(decadeLabel(1960)).toBe("pre-1970s");
    expect(decadeLabel(1980)).toBe("1980s");
    expect(decadeOf(1932)).toBe(1960);
    expect(decadeOf(1979)).toBe(1970);
  });

  it("count watched films per decade and per genre", () => {
    const films = [
      { year: 1950, genres: [1, 2] },
      { year: 1965, genres: [2] },
      { year: 1984, genres: [2, 3] },
      { year: null, genres: [] },
    ];
    expect(yearsChart(films)).toEqual({ names: ["pre-1970s", "1980s"], data: [2, 1] });
    expect(genresChart(films, lookup.genres)).toEqual({ names: ["Comedy", "Action", "Drama"], data: [3, 1, 1] });
  });

  it("counts every dated film in exactly one decade", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ year: fc.option(fc.integer({ min: 1900, max: 2030 }), { nil: null }), genres: fc.constant([]) })), (films) => {
        const chart = yearsChart(films);
        expect(chart.data.reduce((sum, count) => sum + count, 0)).toBe(films.filter((film) => film.year !== null).length);
        expect(new Set(chart.names).size).toBe(chart.names.length);
      }),
    );
  });
});
