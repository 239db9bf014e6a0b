import { Clock, Context, Effect, Schema } from "effect";
import { HttpServerRequest } from "effect/http";
import { DataVersion } from "../../application/listings/data-version.ts";
import { rememberAnswer } from "./fast-answers.ts";
import { Representation, respondWith } from "./representation.ts";
import { ResponseCache } from "./response-cache.ts";
import { minuteKey } from "./time-keys.ts";

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
 * in this process. `key` names everything else the value depends on (slug, broadcast date, time bucket...); `minute`
 * is the minute key in it, if any, so that the cache lets the value go once that minute has passed.
 */
export const cachedValue = <S extends Schema.Top, E, R>(key: string, schema: S, compute: Effect.Effect<S["Type"], E, R>, minute?: number) =>
  Effect.flatMap(currentVersion, (version) => cachedValueAt(version, key, schema, compute, minute));

const currentVersion = Effect.gen(function* () {
  return yield* (yield* DataVersion).current;
});

const cachedAt = <A, E, R>(version: string, key: string, compute: Effect.Effect<A, E, R>, weigh?: (value: A) => number, minute?: number) =>
  Effect.gen(function* () {
    const cache = yield* ResponseCache;
    return yield* cache.getOrCompute(`${key}@${version}`, compute, weigh, minute);
  });

/**
 * The values still held somewhere (response cache, fast answers, a request in flight), by Schema and by their bytes' tag.
 * A value recomputed for a new minute or data version is mostly the same bytes as before: the earlier value is used again,
 * with its compressed forms, so the turnover makes no new long-lived objects and compresses nothing twice. Entries go once
 * their value is collected.
 */
const held = new WeakMap<Schema.Top, Map<string, WeakRef<CachedValue<unknown>>>>();
const collected = new FinalizationRegistry<{ readonly byTag: Map<string, WeakRef<CachedValue<unknown>>>; readonly tag: string }>(({ byTag, tag }) => {
  if (byTag.get(tag)?.deref() === undefined) byTag.delete(tag);
});

/** The value with its representation: the one already held for the same Schema and bytes, else this one (compression started). */
export const sharedValue = <S extends Schema.Top>(schema: S, value: S["Type"]): CachedValue<S["Type"]> => {
  const representation = representationOf(schema, value);
  let byTag = held.get(schema);
  if (byTag === undefined) {
    byTag = new Map();
    held.set(schema, byTag);
  }
  const same = byTag.get(representation.tag)?.deref();
  if (same !== undefined) return same;
  const fresh: CachedValue<S["Type"]> = { value, representation: representation.precompress() };
  byTag.set(representation.tag, new WeakRef(fresh));
  collected.register(fresh, { byTag, tag: representation.tag });
  return fresh;
};

const cachedValueAt = <S extends Schema.Top, E, R>(
  version: string,
  key: string,
  schema: S,
  compute: Effect.Effect<S["Type"], E, R>,
  minute: number | undefined,
) =>
  cachedAt(
    version,
    key,
    Effect.map(compute, (value) => sharedValue(schema, value)),
    (cached) => weightOf(cached.representation),
    minute,
  );

/**
 * A value for the key at the current data version, computed at most once per version in this process; `weigh` gives its
 * memory weight for the cache's byte bound (the cache's default when absent).
 */
export const cachedResult = <A, E, R>(key: string, compute: Effect.Effect<A, E, R>, weigh?: (value: A) => number) =>
  Effect.flatMap(currentVersion, (version) => cachedAt(version, key, compute, weigh));

/** Whether the value for the key at the current data version is computed and held (by cachedValue or cachedResult). */
export const isCached = (key: string) =>
  Effect.gen(function* () {
    const version = yield* currentVersion;
    return yield* (yield* ResponseCache).holds(`${key}@${version}`);
  });

export interface PublicJsonOptions<R> {
  readonly cacheControl?: string;
  /** The time the key was made from: the answer is then kept for the request listener only for that minute. */
  readonly now?: number;
  /** The key holds the minute of `now`: the response cache then lets the value go once a later minute has come. */
  readonly keyedByMinute?: boolean;
  /** Runs for every answer, cached or not (at the time of that answer). */
  readonly onEachAnswer?: (now: number) => Effect.Effect<void, never, R>;
}

/**
 * A public GET answer: cached per data version, strong ETag, 304 on If-None-Match, brotli or gzip as accepted; kept for
 * the request listener, which sends it again while the data version (and the minute of `now`, when given) holds.
 */
export const cachedPublicJson = <S extends Schema.Top, E, R, R2 = never>(
  key: string,
  schema: S,
  compute: Effect.Effect<S["Type"], E, R>,
  options: PublicJsonOptions<R2> = {},
) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const version = yield* currentVersion;
    const minute = options.now === undefined ? undefined : minuteKey(options.now);
    const cached = yield* cachedValueAt(version, key, schema, compute, options.keyedByMinute === true ? minute : undefined);
    const respond = { cacheControl: options.cacheControl ?? PUBLIC_CACHE_CONTROL };
    const onEachAnswer = options.onEachAnswer;
    if (onEachAnswer !== undefined) yield* onEachAnswer(options.now ?? (yield* Clock.currentTimeMillis));
    // Kept with the answer: the services without this request, which it must not hold on to.
    const context = Context.omit(HttpServerRequest.HttpServerRequest)(yield* Effect.context<R2>()) as Context.Context<R2>;
    yield* rememberAnswer(cached.representation, respond, {
      version,
      minute,
      fromResponseCache: true,
      onEachAnswer: onEachAnswer === undefined ? undefined : (now) => void Effect.runForkWith(context)(onEachAnswer(now)),
    });
    return yield* respondWith(request.headers, cached.representation, respond);
  });
