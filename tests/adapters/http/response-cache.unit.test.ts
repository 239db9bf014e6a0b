import { Deferred, Effect, Fiber } from "effect";
import { describe, expect, it } from "vitest";
import { makeResponseCache } from "../../../adapters/http/response-cache.ts";

const weighLength = (value: string) => value.length;

describe("the response cache", () => {
  it("keeps its values within the byte budget, dropping the least recently used first", async () => {
    const cache = makeResponseCache(100, 25);
    const put = (key: string) => Effect.runPromise(cache.getOrCompute(key, Effect.succeed(key.repeat(10)), weighLength));
    await put("a");
    await put("b");
    await Effect.runPromise(cache.getOrCompute("a", Effect.succeed("recomputed"), weighLength));
    await put("c");
    expect(await Effect.runPromise(cache.size)).toEqual({ entries: 2, bytes: 20 });
    expect(await Effect.runPromise(cache.getOrCompute("a", Effect.succeed("recomputed"), weighLength))).toBe("a".repeat(10));
    expect(await Effect.runPromise(cache.getOrCompute("b", Effect.succeed("recomputed"), weighLength))).toBe("recomputed");
  });

  it("keeps no more entries than its count allows", async () => {
    const cache = makeResponseCache(3);
    for (const key of ["a", "b", "c", "d", "e"]) await Effect.runPromise(cache.getOrCompute(key, Effect.succeed(key)));
    expect((await Effect.runPromise(cache.size)).entries).toBe(3);
  });

  it("computes a value once for requests that miss together", async () => {
    const cache = makeResponseCache(10);
    let runs = 0;
    const compute = Effect.sync(() => ++runs).pipe(Effect.delay("10 millis"));
    const values = await Effect.runPromise(Effect.all([cache.getOrCompute("k", compute), cache.getOrCompute("k", compute)], { concurrency: "unbounded" }));
    expect(values).toEqual([1, 1]);
    expect(runs).toBe(1);
  });

  it("holds a key only once its computation has finished", async () => {
    const cache = makeResponseCache(10);
    const held = await Effect.runPromise(
      Effect.gen(function* () {
        const gate = yield* Deferred.make<void>();
        const before = yield* cache.holds("k");
        const fiber = yield* Effect.forkChild(cache.getOrCompute("k", Effect.as(Deferred.await(gate), "v")));
        yield* Effect.yieldNow;
        const during = yield* cache.holds("k");
        yield* Deferred.succeed(gate, undefined);
        yield* Fiber.join(fiber);
        return [before, during, yield* cache.holds("k")];
      }),
    );
    expect(held).toEqual([false, false, true]);
  });
});
