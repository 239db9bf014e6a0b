import { Deferred, Effect, Fiber } from "effect";
import { describe, expect, it } from "vitest";
import { CountedResponseCache } from "../../../adapters/http/counted-response-cache.ts";
import { makeResponseCache, ResponseCache, ResponseCacheLive } from "../../../adapters/http/response-cache.ts";

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

  it("lets the values of a minute go once a value of a later minute comes, and keeps those that hold for no minute", async () => {
    const cache = makeResponseCache(100);
    const put = (key: string, minute?: number) => Effect.runPromise(cache.getOrCompute(key, Effect.succeed(key), weighLength, minute));
    await put("film:a:7", 7);
    await put("film:b:7", 7);
    await put("week");
    await put("film:a:6", 6);
    expect((await Effect.runPromise(cache.size)).entries).toBe(4);
    await put("film:a:8", 8);
    expect(await Effect.runPromise(cache.size)).toEqual({ entries: 2, bytes: "week".length + "film:a:8".length });
    expect(await Effect.runPromise(cache.holds("week"))).toBe(true);
    expect(await Effect.runPromise(cache.holds("film:a:7"))).toBe(false);
  });

  it("keeps its byte budget when it counts hits and misses (the server's cache)", async () => {
    const sizes = await Effect.runPromise(
      Effect.gen(function* () {
        const cache = yield* ResponseCache;
        for (const key of ["a", "b", "c", "d"]) yield* cache.getOrCompute(key, Effect.succeed(key.repeat(10)), weighLength, 3);
        const before = yield* cache.size;
        yield* cache.getOrCompute("e", Effect.succeed("e"), weighLength, 4);
        return [before, yield* cache.size];
      }).pipe(Effect.provide(CountedResponseCache(ResponseCacheLive(100, 25)))),
    );
    expect(sizes).toEqual([
      { entries: 2, bytes: 20 },
      { entries: 1, bytes: 1 },
    ]);
  });
});
