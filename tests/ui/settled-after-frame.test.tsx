// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSettledAfterFrame } from "../../ui/features/shows/use-settled-after-frame.ts";

const Probe = ({ list, keepAll = false, atFirst = true }: { readonly list: ReadonlyArray<string>; readonly keepAll?: boolean; readonly atFirst?: boolean }) => (
  <p>{useSettledAfterFrame(list, () => keepAll, atFirst) ? "settled" : "fresh"}</p>
);

// Frames are run by hand: a frame's callbacks, then the tasks it queued.
const frames: Array<FrameRequestCallback> = [];
const nextFrame = () =>
  act(() => {
    for (const callback of frames.splice(0)) callback(0);
    vi.runOnlyPendingTimers();
  });

describe("a list settled a frame after it changed", () => {
  afterEach(() => {
    cleanup();
    frames.length = 0;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const withFrames = () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", (handle: number) => frames.splice(handle - 1, 1, () => undefined));
  };

  it("is settled on its first render when told so, as on the server", () => {
    withFrames();
    render(<Probe list={["a"]} />);
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("is fresh on its first render in the browser, and settled from the frame after", () => {
    withFrames();
    render(<Probe list={["a"]} atFirst={false} />);
    expect(screen.getByText("fresh")).toBeTruthy();
    nextFrame();
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("is fresh on the render that brings a new list, and settled from the frame after", () => {
    withFrames();
    const { rerender } = render(<Probe list={["a"]} />);
    rerender(<Probe list={["b"]} />);
    expect(screen.getByText("fresh")).toBeTruthy();
    nextFrame();
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("stays settled when the same list comes again", () => {
    withFrames();
    const list = ["a"];
    const { rerender } = render(<Probe list={list} />);
    rerender(<Probe list={list} />);
    expect(screen.getByText("settled")).toBeTruthy();
  });

  it("is settled at once when told to keep every row, as while the focus is in the list", () => {
    withFrames();
    const { rerender } = render(<Probe list={["a"]} />);
    rerender(<Probe list={["b"]} keepAll />);
    expect(screen.getByText("settled")).toBeTruthy();
  });
});
