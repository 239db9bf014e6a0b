import { Clock, Effect, Fiber } from "effect";
import { TestClock } from "effect/testing";
import { describe, expect, it } from "vitest";
import { makeRequestPacer, type RequestPacer } from "../../../adapters/film-data-http/request-pacer.ts";

/** `count` requests that ask at once; answers when each started, once the clock has run `runMs` on. */
const startTimes = (pacer: RequestPacer, count: number, runMs: number) =>
  Effect.gen(function* () {
    const fiber = yield* Effect.forkChild(
      Effect.forEach(Array.from({ length: count }), () => Effect.andThen(pacer.take, Clock.currentTimeMillis), { concurrency: "unbounded" }),
    );
    yield* TestClock.adjust(runMs);
    return yield* Fiber.join(fiber);
  });

const run = <A>(effect: Effect.Effect<A, never, TestClock.TestClock>) => Effect.runPromise(effect.pipe(Effect.provide(TestClock.layer())));

/** When one request started, then (after `meanwhile`) each of `count` requests that ask at once. */
const startsAfter = (requestsPerSecond: number, meanwhile: (pacer: RequestPacer) => Effect.Effect<void>, count: number) =>
  run(
    Effect.gen(function* () {
      const pacer = makeRequestPacer(requestsPerSecond);
      const first = yield* startTimes(pacer, 1, 0);
      yield* meanwhile(pacer);
      return [...first, ...(yield* startTimes(pacer, count, 3000))];
    }),
  );

/** The most starts any one-second window holds. */
const busiestSecond = (starts: ReadonlyArray<number>) => Math.max(...starts.map((from) => starts.filter((at) => at >= from && at < from + 1000).length));

describe("the request pacer", () => {
  it("starts requests that ask together evenly at the configured rate, with no turn left unused", async () => {
    const starts = await run(startTimes(makeRequestPacer(10), 5, 1000));
    expect(starts).toEqual([0, 100, 200, 300, 400]);
  });

  it("catches up turns that passed while the process was busy, at most a tenth of a second of them at once", async () => {
    // nobody asks for 350 ms (the event loop was blocked); then 15 requests ask at once
    const starts = await startsAfter(100, () => TestClock.adjust(350), 15);
    // turns 250..350 are caught up at once (11 requests), turns 10..240 are lost, the rest keep the pace
    expect(starts).toEqual([0, ...Array.from({ length: 11 }, () => 350), 360, 370, 380, 390]);
  });

  it("never starts more requests than the rate in any second, a late one included", async () => {
    const starts = await startsAfter(10, () => TestClock.adjust(150), 11);
    // the turn of 100 starts late, at 150; the turn of 1,100 waits until a second after it
    expect(starts).toEqual([0, 150, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1150]);
    expect(busiestSecond(starts)).toBe(10);
  });

  it("holds every request that asks after a 429 back for its Retry-After", async () => {
    const starts = await startsAfter(10, (pacer) => pacer.holdFor(2000), 2);
    expect(starts).toEqual([0, 2000, 2100]);
  });
});
