import { describe, expect, it } from "vitest";
import { remembered } from "../../domain/remembered.ts";

describe("remembered", () => {
  it("computes each key once, answers it again from memory, and forgets everything once it holds the limit", () => {
    const computed: Array<number> = [];
    const double = remembered((key: number) => {
      computed.push(key);
      return key * 2;
    }, 2);
    expect([double(1), double(2), double(1), double(2)]).toEqual([2, 4, 2, 4]);
    expect(computed).toEqual([1, 2]);
    expect(double(3)).toBe(6);
    expect(double(1)).toBe(2);
    expect(computed).toEqual([1, 2, 3, 1]);
  });

  it("remembers an undefined answer too", () => {
    let calls = 0;
    const nothing = remembered((_key: string) => {
      calls += 1;
      return undefined;
    }, 10);
    nothing("a");
    nothing("a");
    expect(calls).toBe(1);
  });
});
