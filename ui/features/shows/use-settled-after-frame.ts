import { useEffect, useLayoutEffect, useRef, useState } from "react";

/** Runs `run` once the next frame has been drawn (a task after its animation frame); the returned function cancels it. */
export const afterNextFrame = (run: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * While `wanted`, runs `run` after the next frame (afterNextFrame) of the commit that first wants it for this `key`; a commit
 * with another key asks again, and one that does not want it drops it, as does unmounting. It is asked for in a layout effect
 * on every commit rather than in an effect keyed on `wanted` and `key`: on a slow phone such an effect was now and then never
 * run, and the rows a fling left light stayed light for good.
 */
export const useAfterNextFrame = (wanted: boolean, run: () => void, key?: unknown): void => {
  const pending = useRef<{ readonly key: unknown; readonly cancel: () => void } | null>(null);
  const latestRun = useRef(run);
  useLayoutEffect(() => {
    latestRun.current = run;
    if (wanted && pending.current !== null && Object.is(pending.current.key, key)) return;
    pending.current?.cancel();
    pending.current = !wanted
      ? null
      : {
          key,
          cancel: afterNextFrame(() => {
            pending.current = null;
            latestRun.current();
          }),
        };
  });
  useEffect(() => () => pending.current?.cancel(), []);
};

const NOTHING_YET: unique symbol = Symbol("nothing settled yet");

/**
 * True from the frame after `value` last changed; false on the render that brings a new value, unless `keepAll()` says so.
 * A component mounted in the browser starts with a new value (a list shown again after an empty one, or the page's first list
 * replacing the server's markup); `settledAtFirst` makes the first value settled, as the server renders it.
 * The table draws a new list's rows on screen first and the rows around them a frame later (see ShowsTable).
 */
export const useSettledAfterFrame = <T>(value: T, keepAll: () => boolean, settledAtFirst = false): boolean => {
  const [settled, setSettled] = useState<T | typeof NOTHING_YET>(() => (settledAtFirst ? value : NOTHING_YET));
  const fresh = !Object.is(settled, value);
  useAfterNextFrame(fresh, () => setSettled(() => value), value);
  return !fresh || keepAll();
};
