import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeOnSourceTest, nextShowingsBySource } from "../../domain/next-on-tv.ts";
import { NEXT_ON_TV, nextOnTvBox } from "../../domain/presentation.ts";
import type { Show } from "../../domain/show.ts";
import { channels, hours, NOW, show, SKY } from "./listing-fixtures.ts";

const freeview = makeOnSourceTest({ kind: 1, id: 1 }, channels);
const sky = makeOnSourceTest({ kind: 1, id: SKY }, channels);
const netflix = makeOnSourceTest({ kind: 2, id: 7 }, channels);

describe("Next on TV on the visitor's channel source", () => {
  const shows = [
    show({ id: 1, cs: [4], time: NOW + hours(1) }),
    show({ id: 2, cs: [3], time: NOW + hours(5) }),
    show({ id: 3, cs: undefined, s: 7, time: NOW + hours(2) }),
  ];

  it("lists the showings on the chosen source first, then those on other platforms, each earliest first", () => {
    const byFreeview = nextShowingsBySource(shows, freeview);
    expect(byFreeview.onSource.map((item) => item.id)).toEqual([2]);
    expect(byFreeview.elsewhere.map((item) => item.id)).toEqual([1, 3]);
    expect(nextShowingsBySource(shows, sky).onSource.map((item) => item.id)).toEqual([1]);
    expect(nextShowingsBySource(shows, netflix).onSource.map((item) => item.id)).toEqual([3]);
  });

  it("puts the next showing on the chosen source in the box, or the next anywhere when there is none", () => {
    expect(nextOnTvBox(shows, 100, NOW, freeview)).toEqual({ label: NEXT_ON_TV, show: shows[1] });
    expect(nextOnTvBox([shows[0] as Show], 100, NOW, freeview)).toEqual({ label: NEXT_ON_TV, show: shows[0] });
    expect(nextOnTvBox(shows, 100, NOW)).toEqual({ label: NEXT_ON_TV, show: shows[0] });
  });

  it("keeps every showing exactly once", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), time: fc.integer(), cs: fc.subarray([1, 2, 3, 4, 5]) })), (bodies) => {
        const list = bodies.map((body) => show(body));
        const { onSource, elsewhere } = nextShowingsBySource(list, freeview);
        expect(onSource.length + elsewhere.length).toBe(list.length);
        expect(new Set([...onSource, ...elsewhere])).toEqual(new Set(list));
      }),
    );
  });
});
