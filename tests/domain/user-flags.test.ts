import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLAG_KINDS, flagSets, flagToast, hasFlag, NO_FLAGS, setFlag, setStars } from "../../domain/user-flags.ts";

describe("user flags", () => {
  it("adds and removes a film from a list by its key", () => {
    const watched = setFlag(NO_FLAGS, "watched", "tt1", true);
    expect(watched.watched).toEqual(["tt1"]);
    expect(setFlag(watched, "watched", "tt1", false).watched).toEqual([]);
    expect(setFlag(NO_FLAGS, "alert", "tt2", true).alerts).toEqual(["tt2"]);
  });

  it("clears the star rating when a film is un-watched", () => {
    const rated = setStars(setFlag(NO_FLAGS, "watched", "tt1", true), "tt1", 4);
    expect(rated.stars).toEqual({ tt1: 4 });
    expect(setFlag(rated, "watched", "tt1", false).stars).toEqual({});
    expect(setFlag(rated, "alert", "tt1", false).stars).toEqual({ tt1: 4 });
  });

  it("builds lookup sets of the three lists", () => {
    const sets = flagSets({ watched: ["a"], not_interested: ["b"], alerts: ["c"], stars: {} });
    expect([sets.watched.has("a"), sets.notInterested.has("b"), sets.alerts.has("c")]).toEqual([true, true, true]);
  });

  it("confirms each change with the list's name", () => {
    expect(flagToast("watched", true, "Heat", 1995)).toBe("Added 'Heat (1995)' to 'watched' list");
    expect(flagToast("not_interested", false, "Heat", 1995)).toBe("Removed 'Heat (1995)' from 'not interested' list");
    expect(flagToast("alert", true, "Heat", 1995)).toBe("Added 'Heat (1995)' to 'film alerts' list");
    expect(flagToast("alert", false, "Fast & Furious", null)).toBe("Removed 'Fast & Furious' from 'film alerts' list");
  });

  it("sets a flag idempotently and reports it afterwards", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLAG_KINDS),
        fc.constantFrom("tt1", "tt2", "tt3"),
        fc.boolean(),
        fc.array(fc.tuple(fc.constantFrom(...FLAG_KINDS), fc.constantFrom("tt1", "tt2", "tt3"), fc.boolean())),
        (kind, key, value, history) => {
          const start = history.reduce((flags, [k, f, v]) => setFlag(flags, k, f, v), NO_FLAGS);
          const once = setFlag(start, kind, key, value);
          expect(setFlag(once, kind, key, value)).toEqual(once);
          expect(hasFlag(once, kind, key)).toBe(value);
          expect(new Set(once.watched).size).toBe(once.watched.length);
        },
      ),
    );
  });
});
