import { Effect, Option } from "effect";
import { FilmDataUnavailable } from "../../application/enrichment/film-data-source.ts";
import { makeRequestPacer } from "./request-pacer.ts";

export interface PacedFetchOptions {
  /** Named in failures: "TMDB", "OMDb". */
  readonly service: string;
  /** The most requests started per second, across every caller of this fetch. */
  readonly requestsPerSecond: number;
  /** Attempts per request for network errors, 5xx and 429 answers. */
  readonly maxAttempts: number;
  /** First backoff; it doubles with each retry. A 429's Retry-After wins over it. */
  readonly retryBaseMs: number;
  readonly timeoutMs: number;
  readonly headers?: Readonly<Record<string, string>>;
}

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly text: string;
}

const retryAfterMs = (header: string | null, fallback: number): number => {
  if (header === null) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? fallback : Math.max(0, at - Date.now());
};

/**
 * GETs JSON at a steady pace shared by all callers, waiting out 429s (Retry-After) and retrying network errors and 5xx
 * answers with exponential backoff. Answers the parsed body, none for a 404; anything else is FilmDataUnavailable.
 */
export const makePacedJsonFetch = (options: PacedFetchOptions) => {
  const pacer = makeRequestPacer(options.requestsPerSecond);
  const unavailable = (message: string) => new FilmDataUnavailable({ service: options.service, message });
  const once = (url: URL) =>
    Effect.tryPromise({
      try: async (signal): Promise<Answer> => {
        const response = await fetch(url, {
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
          headers: { accept: "application/json", ...options.headers },
        });
        return { status: response.status, retryAfter: response.headers.get("retry-after"), text: await response.text() };
      },
      catch: (cause) => unavailable(`no answer from ${url.host} (${cause instanceof Error ? cause.message : String(cause)})`),
    });

  return (url: URL): Effect.Effect<Option.Option<unknown>, FilmDataUnavailable> =>
    Effect.gen(function* () {
      let lastProblem = "";
      for (let attempt = 0; attempt < options.maxAttempts; attempt++) {
        yield* pacer.take;
        const answer = yield* Effect.result(once(url));
        const backoff = options.retryBaseMs * 2 ** attempt;
        if (answer._tag === "Failure") {
          lastProblem = answer.failure.message;
          yield* Effect.sleep(backoff);
          continue;
        }
        const { status, retryAfter, text } = answer.success;
        if (status === 404) return Option.none();
        if (status === 429) {
          lastProblem = "rate limited (429)";
          const wait = retryAfterMs(retryAfter, backoff);
          // later requests wait too: the limit is the service's, not this request's
          yield* pacer.holdFor(wait);
          yield* Effect.sleep(wait);
          continue;
        }
        if (status >= 500) {
          lastProblem = `HTTP ${status}`;
          yield* Effect.sleep(backoff);
          continue;
        }
        if (status !== 200) return yield* unavailable(`HTTP ${status} for ${url.pathname}: ${text.slice(0, 200)}`);
        return yield* Effect.try({
          try: () => Option.some(JSON.parse(text) as unknown),
          catch: () => unavailable(`${url.pathname} answered with something other than JSON`),
        });
      }
      return yield* unavailable(`${url.pathname}: gave up after ${options.maxAttempts} attempts (${lastProblem})`);
    });
};
