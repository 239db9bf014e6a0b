import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { showKey } from "../../domain/show.ts";
import { show } from "./listing-fixtures.ts";

describe("showKey", () => {
  it("tells apart showings that share an id but not their title or start, as a film's and a series' showing can", () => {
    const film = show({ id: 7, f: "tt0000001", time: 1_000 });
    const series = show({ id: 7, f: "series-1", time: 1_000 });
    const later = show({ id: 7, f: "tt0000001", time: 2_000 });
    expect(new Set([showKey(film), showKey(series), showKey(later)]).size).toBe(3);
  });

  it("gives a showing the same key each time, and a copy of it the same key as the showing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.stringMatching(/^tt\d{7}$/), fc.integer({ min: 0 }), (id, f, time) => {
        const one = show({ id, f, time });
        expect(showKey(one)).toBe(showKey(one));
        expect(showKey({ ...one })).toBe(showKey(one));
      }),
    );
  });
});
