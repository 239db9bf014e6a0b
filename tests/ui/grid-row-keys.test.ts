import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridRowKeys } from "../../ui/features/shows/shows-grid.tsx";
import { show } from "../domain/listing-fixtures.ts";

const shows = (count: number) => Array.from({ length: count }, (_, i) => show({ id: i + 1, f: `tt${String(i + 1).padStart(7, "0")}`, time: 1_000 * i }));

describe("the grid's rows, known by their cards", () => {
  it("has one row per `columns` cards, the last holding the rest, and no two rows alike", () => {
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.integer({ min: 2, max: 8 }), (count, columns) => {
        const keys = gridRowKeys(shows(count), columns);
        expect(keys).toHaveLength(Math.ceil(count / columns));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it("keeps the keys of the rows a new list leaves alone, and changes those whose cards change or move", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 60 }), fc.integer({ min: 2, max: 6 }), fc.nat(), (count, columns, cut) => {
        const before = shows(count);
        const removed = cut % count;
        const after = before.filter((_, i) => i !== removed);
        const [old, next] = [gridRowKeys(before, columns), gridRowKeys(after, columns)];
        const untouched = Math.floor(removed / columns);
        expect(next.slice(0, untouched)).toEqual(old.slice(0, untouched));
        next.slice(untouched).forEach((key) => expect(old).not.toContain(key));
      }),
    );
  });

  it("changes every key when the number of columns changes", () => {
    const list = shows(12);
    const [four, three] = [gridRowKeys(list, 4), gridRowKeys(list, 3)];
    three.forEach((key) => expect(four).not.toContain(key));
  });

  it("makes a list's keys once for each number of columns", () => {
    const list = shows(12);
    expect(gridRowKeys(list, 4)).toBe(gridRowKeys(list, 4));
    expect(gridRowKeys(list, 3)).not.toBe(gridRowKeys(list, 4));
    expect(gridRowKeys([...list], 4)).toEqual(gridRowKeys(list, 4));
  });
});
