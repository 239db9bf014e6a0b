import { describe, expect, it } from "vitest";
import type { ListingRow } from "../../domain/film-rows.ts";
import { stableOthersAt } from "../../ui/features/shows/stable-others.ts";
import { show } from "../domain/listing-fixtures.ts";

describe("a listing's other showings kept stable", () => {
  const row = show({ id: 1 });
  const later = show({ id: 2 });
  const latest = show({ id: 3 });
  const alone = show({ id: 4 });
  const rows = (others: ReadonlyArray<typeof row>): ReadonlyArray<ListingRow> => [
    { show: alone, others: [] },
    { show: row, others },
  ];

  it("gives a row the list it had before when its other showings are the same ones", () => {
    const first = stableOthersAt(rows([later, latest]))(1);
    const again = stableOthersAt(rows([later, latest]))(1);
    expect(first).toEqual([later, latest]);
    expect(again).toBe(first);
  });

  it("gives a row its new list when its other showings changed, and keeps that one from then on", () => {
    const first = stableOthersAt(rows([later, latest]))(1);
    const fewer = stableOthersAt(rows([later]))(1);
    expect(fewer).not.toBe(first);
    expect(fewer).toEqual([later]);
    const reordered = stableOthersAt(rows([latest, later]))(1);
    expect(reordered).toEqual([latest, later]);
    expect(stableOthersAt(rows([latest, later]))(1)).toBe(reordered);
  });

  it("has nothing for a row without other showings or an index past the rows, and counts from a page's offset", () => {
    const othersAt = stableOthersAt(rows([later]));
    expect(othersAt(0)).toBeUndefined();
    expect(othersAt(2)).toBeUndefined();
    expect(stableOthersAt(rows([later]), 1)(0)).toEqual([later]);
  });
});
