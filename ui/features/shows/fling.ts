/** Where the page was scrolled to (px) and when (ms, on the page's clock). */
export interface ScrollSample {
  readonly at: number;
  readonly offset: number;
}

/**
 * A list scrolled at least this fast is being flung: three phone screens a second, faster than anyone reads. Its new rows
 * are then drawn light (the title, when and where) and filled in once the scroll stops (useBlockVirtualizer).
 */
export const FLING_PX_PER_SECOND = 2500;

/** The speed is taken over the scroll's samples of this last stretch of time. */
export const FLING_WINDOW_MS = 250;

/** A jump (a link to a place on the page, a script's scrollTo) is one or two samples, not a fling. */
const FLING_MIN_SAMPLES = 3;

/** The samples still inside the fling window once `sample` is taken, oldest first. */
export const withSample = (samples: ReadonlyArray<ScrollSample>, sample: ScrollSample): Array<ScrollSample> => [
  ...samples.filter((earlier) => sample.at - earlier.at <= FLING_WINDOW_MS && earlier.at <= sample.at),
  sample,
];

/** Whether the samples taken in the fling window before `now` show a scroll at fling speed, in either direction. */
export const isFlung = (samples: ReadonlyArray<ScrollSample>, now: number): boolean => {
  const recent = samples.filter((sample) => now - sample.at <= FLING_WINDOW_MS && sample.at <= now);
  const first = recent[0];
  const last = recent.at(-1);
  if (recent.length < FLING_MIN_SAMPLES || first === undefined || last === undefined || last.at <= first.at) return false;
  return (Math.abs(last.offset - first.offset) * 1000) / (last.at - first.at) >= FLING_PX_PER_SECOND;
};
