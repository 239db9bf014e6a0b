import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filmsCsv, inertCell } from "../../../adapters/http/csv-films.ts";
import type { ListItem } from "../../../domain/list-item.ts";

const item = (title: string, overrides: Partial<ListItem> = {}): ListItem => ({
  tconst: "tt0000001",
  title,
  year: 1999,
  slug: "s",
  kind: "film",
  time_stamp: Date.UTC(2024, 0, 2),
  ...overrides,
});

const rowsOf = (text: string): Array<Array<string>> => parse(text, { relax_column_count: true });

describe("CSV export of film lists", () => {
  it("writes a header row and RFC 4180 records with CRLF line ends", () => {
    const text = filmsCsv("watched", [item('Say "Cheese", Please')], { tt0000001: 4 });
    expect(text).toBe('IMDb id,Title,Year,Watched on,Stars\r\ntt0000001,"Say ""Cheese"", Please",1999,2024-01-02,4\r\n');
    expect(filmsCsv("alerts", [item("Plain", { year: null, time_stamp: null })], {})).toBe("IMDb id,Title,Year,Alert set on\r\ntt0000001,Plain,,\r\n");
  });

  it("leaves the IMDb id empty for a film the site knows by its own key only", () => {
    const text = filmsCsv("alerts", [item("Brassed Off", { tconst: "tf-brassed-off-1996", year: 1996, time_stamp: null })], {});
    expect(text).toBe("IMDb id,Title,Year,Alert set on\r\n,Brassed Off,1996,\r\n");
  });

  it('keeps a film titled =HYPERLINK("x") inert', () => {
    const [, row] = rowsOf(filmsCsv("alerts", [item('=HYPERLINK("x")')], {}));
    expect(row?.[1]).toBe(`'=HYPERLINK("x")`);
  });

  it("never lets a cell start with a formula character, and reads back every title", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", '"', ",", "a", "é", " ") }), { maxLength: 6 }), (titles) => {
        const rows = rowsOf(
          filmsCsv(
            "watched",
            titles.map((title) => item(title)),
            {},
          ),
        );
        expect(rows).toHaveLength(titles.length + 1);
        rows.slice(1).forEach((row, index) => {
          const cell = row[1] ?? "";
          expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
          expect(cell).toBe(inertCell(titles[index] ?? ""));
        });
      }),
    );
  });
});
