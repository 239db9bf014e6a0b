import { Clock, Effect, Layer } from "effect";

/** Settings of a clock that starts at a given instant (tests and demos of a chosen moment). */
export interface ClockStart {
  /** The instant (epoch milliseconds) the clock reads when the process starts. */
  readonly at: number;
  /** true: the clock runs on from there at the system clock's pace; false: it stands still. */
  readonly ticks: boolean;
}

/** A clock that reads `start.at` now and then runs on from it, or stands still; sleeping and elapsed time stay real. */
export const clockFromStart = (start: ClockStart): Clock.Clock => {
  const system = Clock.Clock.defaultValue();
  const offset = start.at - system.currentTimeMillisUnsafe();
  const millis = start.ticks ? () => system.currentTimeMillisUnsafe() + offset : () => start.at;
  const nanos = () => BigInt(millis()) * 1_000_000n;
  return {
    currentTimeMillisUnsafe: millis,
    currentTimeMillis: Effect.sync(millis),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => system.monotonicTimeNanosUnsafe(),
    monotonicTimeNanos: system.monotonicTimeNanos,
    sleep: (duration) => system.sleep(duration),
  };
};

/** The process's clock from configuration: the system clock, or one that starts at the configured instant. */
export const ClockFromConfig = (start: ClockStart | undefined): Layer.Layer<never> =>
  start === undefined ? Layer.empty : Layer.sync(Clock.Clock, () => clockFromStart(start));
