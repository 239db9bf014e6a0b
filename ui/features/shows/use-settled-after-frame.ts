import { useEffect, useState } from "react";

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
  useEffect(() => (fresh ? afterNextFrame(() => setSettled(() => value)) : undefined), [fresh, value]);
  return !fresh || keepAll();
};
