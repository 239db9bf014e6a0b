import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitCastCredit } from "../../domain/cast-credit.ts";

describe("splitting a listing's actor credit", () => {
  it.each([
    ["Bobby Trench - Denzel Washington", undefined, "Denzel Washington", "Bobby Trench"],
    ["Denzel Washington (Bobby Trench)", undefined, "Denzel Washington", "Bobby Trench"],
    ["Denzel Washington", "Bobby Trench", "Denzel Washington", "Bobby Trench"],
    ["Jean-Claude Van Damme", undefined, "Jean-Claude Van Damme", null],
    ["Frank Welker (voice)", undefined, "Frank Welker", null],
    ["  Evelyn O'Connell - Rachel Weisz ", undefined, "Rachel Weisz", "Evelyn O'Connell"],
    ["Michael Caine", undefined, "Michael Caine", null],
  ])("reads %j (role %j) as %j playing %j", (text, role, name, character) => {
    expect(splitCastCredit(text, role)).toEqual({ name, character });
  });

  it("never leaves a spaced dash in a person's name", () => {
    const part = fc.stringMatching(/^[A-Z][a-z]{1,8}( [A-Z][a-z]{1,8})?$/);
    fc.assert(
      fc.property(part, part, (character, actor) => {
        const split = splitCastCredit(`${character} - ${actor}`);
        expect(split.name).toBe(actor);
        expect(split.name.includes(" - ")).toBe(false);
        expect(split.character).toBe(character);
      }),
    );
  });

  it("gives back a plain name unchanged", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][a-z]{1,8} [A-Z][a-z'-]{1,10}$/), (name) => {
        expect(splitCastCredit(name)).toEqual({ name, character: null });
      }),
    );
  });
});
