import { describe, expect, it } from "vitest";
import { stableOthers } from "../../ui/features/shows/stable-others.ts";
import { show } from "../domain/listing-fixtures.ts";

describe("a listing's other showings kept stable", () => {
  const row = show({ id: 1 });
  const later = show({ id: 2 });
  const latest = show({ id: 3 });

  it("gives a row the list it had before when its other showings are the same ones", () => {
    const first = stableOthers(new Map([[row, [later, latest]]]));
    const again = stableOthers(new Map([[row, [later, latest]]]));
    expect(again.get(row)).toBe(first.get(row));
  });

  it("gives a row its new list when its other showings changed, and keeps that one from then on", () => {
    const first = stableOthers(new Map([[row, [later, latest]]]));
    const fewer = stableOthers(new Map([[row, [later]]]));
    expect(fewer.get(row)).not.toBe(first.get(row));
    expect(fewer.get(row)).toEqual([later]);
    const reordered = stableOthers(new Map([[row, [latest, later]]]));
    expect(reordered.get(row)).toEqual([latest, later]);
    expect(stableOthers(new Map([[row, [latest, later]]])).get(row)).toBe(reordered.get(row));
  });

  it("holds exactly the rows it was given", () => {
    const kept = stableOthers(new Map([[later, [latest]]]));
    expect([...kept.keys()]).toEqual([later]);
    expect(kept.get(row)).toBeUndefined();
  });
});
