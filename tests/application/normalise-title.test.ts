import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseTitle } from "../../application/normalise-title.ts";

describe("normalising a title for matching", () => {
  it.each([
    ["The Godfather", "Godfather, The"],
    ["Amélie", "AMELIE"],
    ["Fast & Furious", "Fast and Furious"],
    ["Mission: Impossible", "Mission Impossible"],
    ["Schindler's List", "Schindler’s List"],
    ["A Matter of Life and Death", "Matter of Life and Death"],
    ["  Whisky   Galore! ", "whisky galore"],
  ])("treats %j and %j as the same title", (a, b) => {
    expect(normaliseTitle(a)).toBe(normaliseTitle(b));
  });

  it.each([
    ["Paddington", "Paddington 2"],
    ["Up", "Upgrade"],
    ["Alien", "Aliens"],
  ])("keeps %j and %j apart", (a, b) => {
    expect(normaliseTitle(a)).not.toBe(normaliseTitle(b));
  });

  it("is idempotent and ignores letter case", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const once = normaliseTitle(title);
        expect(normaliseTitle(once)).toBe(once);
        expect(normaliseTitle(title.toUpperCase())).toBe(normaliseTitle(title.toLowerCase()));
      }),
    );
  });
});
