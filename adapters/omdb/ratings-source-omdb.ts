import { Effect, Layer, Option, Schema } from "effect";
import { FilmDataUnavailable, RatingsSource, type OutsideRatings, type RatingsSourceShape } from "../../application/enrichment/film-data-source.ts";
import { makePacedJsonFetch } from "../film-data-http/paced-json-fetch.ts";

export const OMDB_API_BASE = "https://www.omdbapi.com/";

export interface OmdbSettings {
  readonly apiKey: string;
  readonly apiBase: string;
  readonly requestsPerSecond: number;
  readonly maxAttempts?: number;
  readonly retryBaseMs?: number;
}

const Answer = Schema.Struct({
  Response: Schema.String,
  Error: Schema.optional(Schema.String),
  imdbRating: Schema.optional(Schema.String),
  Metascore: Schema.optional(Schema.String),
  Ratings: Schema.optional(Schema.Array(Schema.Struct({ Source: Schema.String, Value: Schema.String }))),
});

/** "88%", "73/100", "8.7/10", "7.9" or "N/A" as a number, or null. */
const numberIn = (text: string | undefined, pattern: RegExp): number | null => {
  const match = text === undefined ? null : pattern.exec(text.trim());
  return match === null ? null : Number(match[1]);
};

const ratingsOf = (answer: typeof Answer.Type): OutsideRatings => {
  const rotten = answer.Ratings?.find((rating) => rating.Source === "Rotten Tomatoes")?.Value;
  return {
    rottenTomatoes: numberIn(rotten, /^(\d{1,3})%$/),
    metascore: numberIn(answer.Metascore, /^(\d{1,3})$/),
    imdbRating: numberIn(answer.imdbRating, /^(\d{1,2}(?:\.\d)?)$/),
  };
};

/** OMDb by IMDb id; "Response": "False" (an unknown id) is none. */
export const makeRatingsSourceOmdb = (settings: OmdbSettings): RatingsSourceShape => {
  const get = makePacedJsonFetch({
    service: "OMDb",
    requestsPerSecond: settings.requestsPerSecond,
    maxAttempts: settings.maxAttempts ?? 5,
    retryBaseMs: settings.retryBaseMs ?? 500,
    timeoutMs: 15_000,
  });
  return {
    ratings: (imdbId) =>
      Effect.gen(function* () {
        const url = new URL(settings.apiBase);
        url.search = new URLSearchParams({ i: imdbId, apikey: settings.apiKey }).toString();
        const body = yield* get(url);
        if (Option.isNone(body)) return Option.none();
        const answer = yield* Schema.decodeUnknownEffect(Answer)(body.value).pipe(
          Effect.mapError((error) => new FilmDataUnavailable({ service: "OMDb", message: `answered in an unexpected shape: ${error.message}` })),
        );
        if (answer.Response !== "True") {
          if (answer.Error !== undefined && /not found|incorrect imdb id/i.test(answer.Error)) return Option.none();
          return yield* new FilmDataUnavailable({ service: "OMDb", message: answer.Error ?? "answered Response False" });
        }
        return Option.some(ratingsOf(answer));
      }),
  };
};

export const RatingsSourceOmdb = (settings: OmdbSettings) => Layer.succeed(RatingsSource, RatingsSource.of(makeRatingsSourceOmdb(settings)));
