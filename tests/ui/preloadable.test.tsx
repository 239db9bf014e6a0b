// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadable } from "../../ui/app/preloadable.ts";
import { whenIdle } from "../../ui/app/when-idle.ts";

const Hello = ({ name }: { readonly name: string }) => <p>Hello {name}</p>;

const deferredModule = () => {
  let resolve: (module: { Hello: typeof Hello }) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ Hello: typeof Hello }>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
};

const renderIn = (Component: React.ComponentType<{ readonly name: string }>) =>
  render(
    <Suspense fallback={<p>One moment</p>}>
      <Component name="Ann" />
    </Suspense>,
  );

afterEach(cleanup);

describe("preloadable", () => {
  it("shows the fallback until the code arrives, when nothing loaded it before", async () => {
    const module = deferredModule();
    const { component } = preloadable(() => module.promise, "Hello");
    renderIn(component);
    expect(screen.getByText("One moment")).toBeTruthy();
    await act(async () => module.resolve({ Hello }));
    expect(screen.getByText("Hello Ann")).toBeTruthy();
  });

  it("renders at once, with no fallback, once preloaded; the code is loaded once", async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const { component, preload } = preloadable(load, "Hello");
    await Promise.all([preload(), preload()]);
    renderIn(component);
    expect(screen.queryByText("One moment")).toBeNull();
    expect(screen.getByText("Hello Ann")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again", async () => {
    const first = deferredModule();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ Hello });
    const { preload } = preloadable(load, "Hello");
    const failed = preload();
    first.reject(new Error("offline"));
    await expect(failed).rejects.toThrow("offline");
    await preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("whenIdle", () => {
  it("runs after the delay, once the browser is idle, and not at all once cancelled", () => {
    vi.useFakeTimers();
    try {
      const idle: Array<() => void> = [];
      vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
      vi.stubGlobal("cancelIdleCallback", () => undefined);
      const run = vi.fn();
      whenIdle(run, { delayMs: 1000, timeoutMs: 5000 });
      const cancelled = vi.fn();
      const cancel = whenIdle(cancelled, { delayMs: 1000 });
      cancel();
      vi.advanceTimersByTime(999);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(idle).toHaveLength(1);
      expect(run).not.toHaveBeenCalled();
      idle[0]?.();
      expect(run).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
