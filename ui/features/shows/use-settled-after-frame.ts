import { useEffect, useState } from "react";

/**
 * True from the frame after `value` last changed; false on the render that brings a new value, unless `keepAll()` says so.
 * The table draws a new list's rows on screen first and the rows around them a frame later (see ShowsTable).
 */
export const useSettledAfterFrame = <T>(value: T, keepAll: () => boolean): boolean => {
  const [settled, setSettled] = useState(() => value);
  const fresh = !Object.is(settled, value);
  useEffect(() => {
    if (!fresh) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettled(() => value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [fresh, value]);
  return !fresh || keepAll();
};
