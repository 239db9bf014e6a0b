import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isFirstOnFreeTv, isLastChance, type HistoryShowing } from "../../domain/showing-history.ts";

const live = (time: number, freeToAir = true): HistoryShowing => ({ time, live: true, freeToAir });
const streaming: HistoryShowing = { time: 0, live: false, freeToAir: false };

describe("first time on free TV", () => {
  it("is the earliest free-to-air showing the history holds; pay-TV showings before it do not count", () => {
    const history = [live(1, false), live(2), live(3)];
    expect(history.map((showing) => isFirstOnFreeTv(showing, history))).toEqual([false, true, false]);
  });

  it("is at most one showing of a title", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1 }).chain((times) => fc.tuple(...times.map((time) => fc.boolean().map((free) => live(time, free))))),
        (history) => {
          expect(history.filter((showing) => isFirstOnFreeTv(showing, history)).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe("last chance", () => {
  it("is the latest live showing of a title that is on no streaming service", () => {
    const history = [live(1), live(5, false), live(3)];
    expect(history.map((showing) => isLastChance(showing, history))).toEqual([false, true, false]);
    expect(isLastChance(live(5), [live(5), streaming])).toBe(false);
  });
});
