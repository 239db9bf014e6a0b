import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { onlyCatalogueSeries, runtimesAgree, sameFilm, titleMatchKey, yearsAgree } from "../../domain/title-match.ts";

describe("the title match key", () => {
  it.each([
    ["The Godfather", "Godfather, The"],
    ["Amélie", "AMELIE"],
    ["Fast & Furious", "Fast and Furious"],
    ["Mission: Impossible", "Mission Impossible"],
    ["Schindler's List", "Schindler’s List"],
    ["A Matter of Life and Death", "Matter of Life and Death"],
    ["  Whisky   Galore! ", "whisky galore"],
    ["E.T. the Extra-Terrestrial", "ET the Extra-Terrestrial"],
    ["L.A. Confidential", "LA Confidential"],
    ["A.I. Artificial Intelligence", "AI: Artificial Intelligence"],
    ["Dr. No", "Dr No"],
  ])("treats %j and %j as the same title", (a, b) => {
    expect(titleMatchKey(a)).toBe(titleMatchKey(b));
  });

  it.each([
    ["Paddington", "Paddington 2"],
    ["Up", "Upgrade"],
    ["Alien", "Aliens"],
    ["ET the Extra-Terrestrial", "E T the Extra-Terrestrial"],
  ])("keeps %j and %j apart", (a, b) => {
    expect(titleMatchKey(a)).not.toBe(titleMatchKey(b));
  });

  it("strips a run of leading articles but keeps the last word: the key of a key is the key", () => {
    expect(titleMatchKey("A A A")).toBe("a");
    expect(titleMatchKey(titleMatchKey("A A A"))).toBe("a");
    expect(titleMatchKey("The A-Team")).toBe(titleMatchKey("A-Team"));
  });

  it("is idempotent and ignores letter case", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const once = titleMatchKey(title);
        expect(titleMatchKey(once)).toBe(once);
        expect(titleMatchKey(title.toUpperCase())).toBe(titleMatchKey(title.toLowerCase()));
      }),
    );
  });

  it("ignores accents and a leading article on any title", () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/).filter((w) => !["the", "a", "an"].includes(w));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.constantFrom("The ", "A ", "An ", ""), (words, article) => {
        const plain = words.join(" ");
        const accented = plain.replaceAll("e", "é").replaceAll("a", "à");
        expect(titleMatchKey(`${article}${accented}`)).toBe(titleMatchKey(plain));
      }),
    );
  });
});

describe("deciding that two records are one film", () => {
  it("takes ET the Extra-Terrestrial (1982) and E.T. the Extra-Terrestrial (1982) as one film", () => {
    expect(sameFilm({ title: "ET the Extra-Terrestrial", year: 1982, runtime: null }, { title: "E.T. the Extra-Terrestrial", year: 1982, runtime: 115 })).toBe(
      true,
    );
  });

  it("allows a year apart only when the runtimes agree", () => {
    const listing = { title: "The Italian Job", year: 1969, runtime: 95 };
    expect(yearsAgree(listing, { title: "The Italian Job", year: 1970, runtime: 99 })).toBe(true);
    expect(yearsAgree(listing, { title: "The Italian Job", year: 1970, runtime: null })).toBe(false);
    expect(yearsAgree(listing, { title: "The Italian Job", year: 1970, runtime: 140 })).toBe(false);
    expect(yearsAgree(listing, { title: "The Italian Job", year: 1971, runtime: 95 })).toBe(false);
  });

  it("agreement of runtimes is symmetric", () => {
    const minutes = fc.option(fc.integer({ min: 1, max: 300 }), { nil: null });
    fc.assert(fc.property(minutes, minutes, (a, b) => runtimesAgree(a, b) === runtimesAgree(b, a)));
  });

  it("lets an unknown year leave the decision to the title", () => {
    expect(sameFilm({ title: "Heat", year: null, runtime: null }, { title: "Heat", year: 1995, runtime: 170 })).toBe(true);
    expect(sameFilm({ title: "Heat", year: 1995, runtime: null }, { title: "Heat", year: 2013, runtime: null })).toBe(false);
  });
});

describe("identifying a series made from a schedule in the catalogue", () => {
  const vera = { tconst: "tt1759779", title: "Vera", year: 2011 };
  const ghosts2019 = { tconst: "tt8594324", title: "Ghosts", year: 2019 };
  const ghosts2021 = { tconst: "tt11379026", title: "Ghosts", year: 2021 };

  it("takes the one catalogue series with its match key", () => {
    expect(onlyCatalogueSeries({ title: "VERA", year: null }, [vera, ghosts2019])).toEqual(vera);
  });

  it("takes none when two series share the key and the listing knows no start year", () => {
    expect(onlyCatalogueSeries({ title: "Ghosts", year: null }, [ghosts2019, ghosts2021])).toBeUndefined();
  });

  it("tells series of one title apart by their start year where the listing knows it", () => {
    expect(onlyCatalogueSeries({ title: "Ghosts", year: 2021 }, [ghosts2019, ghosts2021])).toEqual(ghosts2021);
    expect(onlyCatalogueSeries({ title: "Vera", year: 2005 }, [vera])).toBeUndefined();
  });
});
