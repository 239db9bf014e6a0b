import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { defaultRangeExtractor } from "@tanstack/react-virtual";
import { blockRange, firstFrameRange } from "../../ui/features/shows/block-range.ts";

// A visible range of a list: rows startIndex..endIndex on screen, `overscan` more wanted either side.
const ranges = fc
  .record({ count: fc.integer({ min: 1, max: 500 }), start: fc.nat(), span: fc.nat({ max: 12 }), overscan: fc.nat({ max: 6 }) })
  .map(({ count, start, span, overscan }) => {
    const startIndex = start % count;
    return { count, startIndex, endIndex: Math.min(startIndex + span, count - 1), overscan };
  });

describe("the listing's rows mounted in blocks", () => {
  it("holds every row the virtualiser's own range would, in one run of rows with no gaps", () => {
    fc.assert(
      fc.property(ranges, fc.integer({ min: 1, max: 8 }), (range, block) => {
        const rows = blockRange(range, block);
        expect(rows).toEqual(expect.arrayContaining(defaultRangeExtractor(range)));
        rows.forEach((row, i) => expect(row).toBe(rows[0]! + i));
        expect(rows[0]).toBeGreaterThanOrEqual(0);
        expect(rows.at(-1)).toBeLessThan(range.count);
      }),
    );
  });

  it("starts and ends on a block's edge, or the list's", () => {
    fc.assert(
      fc.property(ranges, fc.integer({ min: 1, max: 8 }), (range, block) => {
        const rows = blockRange(range, block);
        expect(rows[0]! % block).toBe(0);
        const last = rows.at(-1)!;
        expect(last === range.count - 1 || (last + 1) % block === 0).toBe(true);
      }),
    );
  });

  it("keeps the same rows while a scroll stays inside the blocks, and changes them a block at a time", () => {
    const at = (startIndex: number) => blockRange({ startIndex, endIndex: startIndex + 3, overscan: 4, count: 100 }, 4);
    expect(at(8)).toEqual(Array.from({ length: 12 }, (_, i) => 4 + i));
    expect(at(9)).toEqual(Array.from({ length: 16 }, (_, i) => 4 + i));
    expect(at(10)).toEqual(at(9));
    expect(at(11)).toEqual(at(9));
    expect(at(12)).toEqual(Array.from({ length: 12 }, (_, i) => 8 + i));
    expect(at(13)[0]).toBe(8);
  });

  it("mounts nothing for an empty list", () => {
    expect(blockRange({ startIndex: 0, endIndex: 0, overscan: 4, count: 0 })).toEqual([]);
  });

  it("draws a new list's rows on screen and one either side first, keeping of the rest only the rows already drawn", () => {
    fc.assert(
      fc.property(ranges, fc.func(fc.boolean()), (range, drawnBefore) => {
        const mounted = (index: number) => drawnBefore(index);
        const rows = firstFrameRange(range, mounted);
        const near = defaultRangeExtractor({ ...range, overscan: Math.min(range.overscan, 1) });
        expect(rows).toEqual(expect.arrayContaining(near));
        expect(blockRange(range)).toEqual(expect.arrayContaining(rows));
        for (const index of blockRange(range)) expect(rows.includes(index)).toBe(near.includes(index) || mounted(index));
      }),
    );
  });
});
