// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { inIdleSteps } from "../../ui/app/when-idle.ts";

// Idle periods are run by hand, one callback each, oldest first.
const idle = new Map<number, IdleRequestCallback>();
let handles = 0;
const nextIdle = () => {
  const [handle, callback] = [...idle][0] ?? [];
  if (handle === undefined || callback === undefined) return;
  idle.delete(handle);
  callback({ didTimeout: false, timeRemaining: () => 50 });
};

const withIdleCallbacks = () => {
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    idle.set(++handles, callback);
    return handles;
  });
  vi.stubGlobal("cancelIdleCallback", (handle: number) => idle.delete(handle));
};

afterEach(() => {
  vi.unstubAllGlobals();
  idle.clear();
});

describe("steps run while the page is idle", () => {
  it("runs one step in each idle period, in order", () => {
    withIdleCallbacks();
    const ran: Array<number> = [];
    inIdleSteps([1, 2, 3].map((step) => () => ran.push(step)));
    expect(ran).toEqual([]);
    nextIdle();
    expect(ran).toEqual([1]);
    nextIdle();
    nextIdle();
    expect(ran).toEqual([1, 2, 3]);
    expect(idle.size).toBe(0);
  });

  it("runs none of the steps left once stopped", () => {
    withIdleCallbacks();
    const ran: Array<number> = [];
    const stop = inIdleSteps([1, 2, 3].map((step) => () => ran.push(step)));
    nextIdle();
    stop();
    expect(idle.size).toBe(0);
    nextIdle();
    expect(ran).toEqual([1]);
  });

  it("runs none where the browser has no idle callbacks", () => {
    const ran: Array<number> = [];
    inIdleSteps([() => ran.push(1)]);
    expect(ran).toEqual([]);
  });
});
