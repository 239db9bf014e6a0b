import { Effect, Schema } from "effect";
import { HttpServerRequest } from "effect/http";
import { DataVersion } from "../../application/data-version.ts";
import { Representation, respondWith } from "./representation.ts";
import { ResponseCache } from "./response-cache.ts";

export const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

export interface CachedValue<A> {
  readonly value: A;
  readonly representation: Representation;
}

/** Serialises a value through its contract Schema, so the bytes sent are exactly the documented shape. */
export const representationOf = <S extends Schema.Top>(schema: S, value: S["Type"]): Representation =>
  Representation.json(JSON.stringify(Schema.encodeUnknownSync(schema as never)(value)));

// The decoded value takes about twice its JSON's bytes in memory, and the compressed forms add a little.
export const weightOf = (representation: Representation): number => representation.body.byteLength * 3;

/**
 * The value and its serialised bytes for the key at the current data version, computed at most once per version
 * in this process. `key` names everything else the value depends on (slug, broadcast date, time bucket...).
 */
export const cachedValue = <S extends Schema.Top, E, R>(key: string, schema: S, compute: Effect.Effect<S["Type"], E, R>) =>
  cachedResult(
    key,
    Effect.map(compute, (value): CachedValue<S["Type"]> => ({ value, representation: representationOf(schema, value).precompress() })),
    (cached) => weightOf(cached.representation),
  );

/**
 * A value for the key at the current data version, computed at most once per version in this process; `weigh` gives its
 * memory weight for the cache's byte bound (the cache's default when absent).
 */
export const cachedResult = <A, E, R>(key: string, compute: Effect.Effect<A, E, R>, weigh?: (value: A) => number) =>
  Effect.gen(function* () {
    const version = yield* (yield* DataVersion).current;
    const cache = yield* ResponseCache;
    return yield* cache.getOrCompute(`${key}@${version}`, compute, weigh);
  });

/** Whether the value for the key at the current data version is computed and held (by cachedValue or cachedResult). */
export const isCached = (key: string) =>
  Effect.gen(function* () {
    const version = yield* (yield* DataVersion).current;
    return yield* (yield* ResponseCache).holds(`${key}@${version}`);
  });

/** A public GET answer: cached per data version, strong ETag, 304 on If-None-Match, brotli or gzip as accepted. */
export const cachedPublicJson = <S extends Schema.Top, E, R>(
  key: string,
  schema: S,
  compute: Effect.Effect<S["Type"], E, R>,
  cacheControl: string = PUBLIC_CACHE_CONTROL,
) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const cached = yield* cachedValue(key, schema, compute);
    return yield* respondWith(request.headers, cached.representation, { cacheControl });
  });
