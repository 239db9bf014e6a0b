import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";
import { Schema } from "effect";
import { FILM_PATH, SERIES_PATH, titlePathParts } from "../../../domain/film.ts";
import { readStored, writeStored } from "../../app/browser-storage.ts";

export const SCROLL_RESTORE_DELAY_MS = 500;
export const SCROLL_POSITION_MAX_AGE_MS = 5 * 60 * 1000;
const MAIN_SCROLL_KEY = "mainPageScroll";
const MAIN_PATH = "/";

const SavedPosition = Schema.Struct({ y: Schema.Number, at: Schema.Number });

const isTitlePage = (path: string): boolean => ([FILM_PATH, SERIES_PATH] as const).some((title) => path.startsWith(titlePathParts(title).before));

// SPEC §2: back on the Main Page from a film page, a position saved under 5 minutes ago is restored after 500 ms;
// any other route change scrolls to the top unless the URL has a hash.
export const ScrollRestoration = () => {
  const [location] = useLocation();
  const previous = useRef<string | null>(null);
  const lastMainY = useRef(0);
  const onMain = useRef(location === MAIN_PATH);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    const record = () => {
      if (onMain.current) lastMainY.current = window.scrollY;
    };
    window.addEventListener("scroll", record, { passive: true });
    return () => window.removeEventListener("scroll", record);
  }, []);

  // Runs before the browser clamps the old scroll position to the new page's height.
  useLayoutEffect(() => {
    if (onMain.current && location !== MAIN_PATH) writeStored(MAIN_SCROLL_KEY, { y: lastMainY.current, at: Date.now() }, "session");
    onMain.current = location === MAIN_PATH;
  }, [location]);

  useEffect(() => {
    const from = previous.current;
    previous.current = location;
    if (from === null || from === location) return;
    const saved = readStored(MAIN_SCROLL_KEY, "session");
    const restore =
      location === MAIN_PATH && isTitlePage(from) && Schema.is(SavedPosition)(saved) && Date.now() - saved.at < SCROLL_POSITION_MAX_AGE_MS ? saved.y : null;
    if (restore === null) {
      if (window.location.hash === "") window.scrollTo(0, 0);
      return;
    }
    // The listing may still be growing at the delay (rows measured as they render): follow it until the position fits,
    // and stop as soon as the visitor scrolls by hand.
    const grown = new ResizeObserver(() => {
      if (window.scrollY !== restore) window.scrollTo(0, restore);
    });
    const stop = () => grown.disconnect();
    const timer = window.setTimeout(() => {
      window.scrollTo(0, restore);
      if (window.scrollY !== restore) grown.observe(document.body);
    }, SCROLL_RESTORE_DELAY_MS);
    const handOn = ["wheel", "touchstart", "keydown", "pointerdown"] as const;
    for (const event of handOn) window.addEventListener(event, stop, { passive: true });
    return () => {
      window.clearTimeout(timer);
      stop();
      for (const event of handOn) window.removeEventListener(event, stop);
    };
  }, [location]);

  return null;
};
