/**
 * Runs `run` once the page is idle (at the latest `timeoutMs` later), after `delayMs` if given; where the browser has
 * no idle callbacks (Safari) it runs when the delay is over. Returns what cancels it.
 */
export const whenIdle = (run: () => void, { delayMs = 0, timeoutMs }: { readonly delayMs?: number; readonly timeoutMs?: number } = {}): (() => void) => {
  let idle: number | null = null;
  const start = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
    else run();
  };
  const timer = delayMs > 0 ? window.setTimeout(start, delayMs) : null;
  if (timer === null) start();
  return () => {
    if (timer !== null) window.clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
  };
};

/**
 * Runs `steps` one after another, each in an idle period of its own, so that none holds up the visitor's next input for
 * longer than itself. Where the browser has no idle callbacks (Safari) none runs: they are work the page can do without.
 * Returns what stops the steps not yet run.
 */
export const inIdleSteps = (steps: ReadonlyArray<() => void>): (() => void) => {
  if (typeof window.requestIdleCallback !== "function") return () => undefined;
  let next = 0;
  let cancel = (): void => undefined;
  const runNext = () => {
    if (next >= steps.length) return;
    cancel = whenIdle(() => {
      steps[next++]!();
      runNext();
    });
  };
  runNext();
  return () => cancel();
};
