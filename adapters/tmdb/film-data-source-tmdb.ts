import { Effect, Layer, Option, Schema } from "effect";
import {
  FilmDataSource,
  FilmDataUnavailable,
  type FilmDataSourceShape,
  type TmdbMatch,
  type TmdbOffer,
  type TmdbPerson,
  type TmdbTitleData,
} from "../../application/enrichment/film-data-source.ts";
import type { OfferKind } from "../../domain/film-enrichment.ts";
import { makePacedJsonFetch } from "../film-data-http/paced-json-fetch.ts";

export const TMDB_API_BASE = "https://api.themoviedb.org/3";
const REGION = "GB";
const POSTER_SIZE = "w500";
const BACKDROP_SIZE = "w1280";
const PROFILE_SIZE = "w185";

export interface TmdbSettings {
  /** The v4 read access token, sent as a bearer token. */
  readonly token: string;
  readonly apiBase: string;
  /** e.g. https://image.tmdb.org/t/p/; unset: read from /configuration once. */
  readonly imageBase: string | undefined;
  readonly requestsPerSecond: number;
  readonly maxAttempts?: number;
  readonly retryBaseMs?: number;
}

const Path = Schema.optional(Schema.NullOr(Schema.String));
const IdOnly = Schema.Struct({ id: Schema.Number });
const Person = Schema.Struct({ id: Schema.Number, name: Schema.String, profile_path: Path });
const Providers = Schema.optional(Schema.Array(Schema.Struct({ provider_name: Schema.String })));

const Configuration = Schema.Struct({ images: Schema.Struct({ secure_base_url: Schema.String }) });
const FindResult = Schema.Struct({ movie_results: Schema.Array(IdOnly), tv_results: Schema.Array(IdOnly) });
const SearchResult = Schema.Struct({ results: Schema.Array(IdOnly) });
const Details = Schema.Struct({
  id: Schema.Number,
  imdb_id: Path,
  poster_path: Path,
  backdrop_path: Path,
  overview: Path,
  runtime: Schema.optional(Schema.NullOr(Schema.Number)),
  episode_run_time: Schema.optional(Schema.Array(Schema.Number)),
  genres: Schema.optional(Schema.Array(Schema.Struct({ name: Schema.String }))),
  created_by: Schema.optional(Schema.Array(Person)),
  credits: Schema.optional(
    Schema.Struct({
      cast: Schema.optional(Schema.Array(Person)),
      crew: Schema.optional(Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String, job: Schema.optional(Schema.String), profile_path: Path }))),
    }),
  ),
  videos: Schema.optional(
    Schema.Struct({
      results: Schema.Array(
        Schema.Struct({
          key: Schema.String,
          site: Schema.String,
          type: Schema.String,
          official: Schema.optional(Schema.Boolean),
          published_at: Schema.optional(Schema.String),
        }),
      ),
    }),
  ),
  release_dates: Schema.optional(
    Schema.Struct({
      results: Schema.Array(
        Schema.Struct({
          iso_3166_1: Schema.String,
          release_dates: Schema.Array(Schema.Struct({ certification: Schema.String, type: Schema.optional(Schema.Number) })),
        }),
      ),
    }),
  ),
  content_ratings: Schema.optional(Schema.Struct({ results: Schema.Array(Schema.Struct({ iso_3166_1: Schema.String, rating: Schema.String })) })),
  "watch/providers": Schema.optional(
    Schema.Struct({
      results: Schema.Record(
        Schema.String,
        Schema.Struct({ link: Schema.optional(Schema.String), flatrate: Providers, free: Providers, ads: Providers, rent: Providers, buy: Providers }),
      ),
    }),
  ),
  similar: Schema.optional(Schema.Struct({ results: Schema.Array(IdOnly) })),
  external_ids: Schema.optional(Schema.Struct({ imdb_id: Path })),
});
type Details = typeof Details.Type;

const OFFER_FIELDS: ReadonlyArray<OfferKind> = ["flatrate", "free", "ads", "rent", "buy"];

/** The official YouTube trailer: official before unofficial, the newest first; a teaser only when there is no trailer. */
const trailerKey = (details: Details): string | null => {
  const videos = (details.videos?.results ?? []).filter((video) => video.site === "YouTube");
  const rank = (video: (typeof videos)[number]) => (video.type === "Trailer" ? 0 : video.type === "Teaser" ? 2 : 4) + (video.official === false ? 1 : 0);
  const best = videos.filter((video) => rank(video) < 4).sort((a, b) => rank(a) - rank(b) || (b.published_at ?? "").localeCompare(a.published_at ?? ""))[0];
  return best?.key ?? null;
};

/** The GB certificate: theatrical releases (types 3, 2) first, then any other GB release that has one. */
const gbCertificate = (details: Details): string | null => {
  const tv = details.content_ratings?.results.find((rating) => rating.iso_3166_1 === REGION)?.rating;
  if (tv !== undefined && tv.trim() !== "") return tv.trim();
  const releases = (details.release_dates?.results.find((result) => result.iso_3166_1 === REGION)?.release_dates ?? []).filter(
    (release) => release.certification.trim() !== "",
  );
  const order = (type: number | undefined) => (type === 3 ? 0 : type === 2 ? 1 : 2);
  return [...releases].sort((a, b) => order(a.type) - order(b.type))[0]?.certification.trim() ?? null;
};

const toData = (match: TmdbMatch, details: Details, imageBase: string): TmdbTitleData => {
  const image = (size: string, path: string | null | undefined) => (path === null || path === undefined || path === "" ? null : `${imageBase}${size}${path}`);
  const person = (entry: { id: number; name: string; profile_path?: string | null | undefined }): TmdbPerson => ({
    tmdbId: entry.id,
    name: entry.name,
    profileUrl: image(PROFILE_SIZE, entry.profile_path),
  });
  const gb = details["watch/providers"]?.results[REGION];
  const offers: Array<TmdbOffer> =
    gb === undefined || gb.link === undefined
      ? []
      : OFFER_FIELDS.flatMap((kind) => (gb[kind] ?? []).map((provider) => ({ providerName: provider.provider_name, kind, link: gb.link ?? "" })));
  const directors =
    match.kind === "tv" ? (details.created_by ?? []).map(person) : (details.credits?.crew ?? []).filter((member) => member.job === "Director").map(person);
  const overview = details.overview?.trim() ?? "";
  return {
    ...match,
    imdbId: details.imdb_id ?? details.external_ids?.imdb_id ?? null,
    posterUrl: image(POSTER_SIZE, details.poster_path),
    backdropUrl: image(BACKDROP_SIZE, details.backdrop_path),
    overview: overview === "" ? null : overview,
    runtime: details.runtime ?? details.episode_run_time?.[0] ?? null,
    genres: (details.genres ?? []).map((genre) => genre.name),
    certificate: gbCertificate(details),
    trailerKey: trailerKey(details),
    cast: (details.credits?.cast ?? []).map(person),
    directors: [...new Map(directors.map((entry) => [entry.tmdbId, entry])).values()],
    similar: (details.similar?.results ?? []).map((result) => result.id),
    offers,
  };
};

/** TMDB API v3 with a bearer token, at a steady request rate, retrying 429 and 5xx answers. */
export const makeFilmDataSourceTmdb = (settings: TmdbSettings): FilmDataSourceShape => {
  const get = makePacedJsonFetch({
    service: "TMDB",
    requestsPerSecond: settings.requestsPerSecond,
    maxAttempts: settings.maxAttempts ?? 5,
    retryBaseMs: settings.retryBaseMs ?? 500,
    timeoutMs: 15_000,
    headers: { authorization: `Bearer ${settings.token}` },
  });
  const url = (path: string, query: Record<string, string> = {}) => {
    const target = new URL(`${settings.apiBase.replace(/\/+$/, "")}${path}`);
    target.search = new URLSearchParams(query).toString();
    return target;
  };
  const decoded = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, path: string, query?: Record<string, string>) =>
    Effect.flatMap(get(url(path, query)), (body) =>
      Option.isNone(body)
        ? Effect.succeed(Option.none<S["Type"]>())
        : Schema.decodeUnknownEffect(schema)(body.value).pipe(
            Effect.map((value) => Option.some(value)),
            Effect.mapError((error) => new FilmDataUnavailable({ service: "TMDB", message: `${path} answered in an unexpected shape: ${error.message}` })),
          ),
    );
  let imageBase: string | undefined = settings.imageBase;
  const imageBaseUrl = Effect.suspend(() =>
    imageBase !== undefined
      ? Effect.succeed(imageBase)
      : Effect.map(decoded(Configuration, "/configuration"), (configuration) => {
          imageBase = Option.match(configuration, { onNone: () => "https://image.tmdb.org/t/p/", onSome: (found) => found.images.secure_base_url });
          return imageBase;
        }),
  );
  return {
    findByImdbId: (imdbId, kind) =>
      Effect.map(decoded(FindResult, `/find/${encodeURIComponent(imdbId)}`, { external_source: "imdb_id" }), (found) =>
        Option.flatMap(found, (result) => {
          const first = (kind === "movie" ? result.movie_results : result.tv_results)[0] ?? (kind === "movie" ? result.tv_results : result.movie_results)[0];
          if (first === undefined) return Option.none();
          const foundKind = (kind === "movie" ? result.movie_results : result.tv_results).includes(first) ? kind : kind === "movie" ? "tv" : "movie";
          return Option.some<TmdbMatch>({ kind: foundKind, tmdbId: first.id });
        }),
      ),
    search: (kind, title, year) =>
      Effect.map(
        decoded(SearchResult, `/search/${kind}`, {
          query: title,
          include_adult: "false",
          ...(year === null ? {} : kind === "movie" ? { year: String(year) } : { first_air_date_year: String(year) }),
        }),
        (found) =>
          Option.flatMap(found, (result) => Option.fromNullishOr(result.results[0]).pipe(Option.map((first): TmdbMatch => ({ kind, tmdbId: first.id })))),
      ),
    details: (match) =>
      Effect.gen(function* () {
        const base = yield* imageBaseUrl;
        const extras = ["credits", "videos", match.kind === "movie" ? "release_dates" : "content_ratings", "watch/providers", "similar", "external_ids"];
        const found = yield* decoded(Details, `/${match.kind}/${match.tmdbId}`, { append_to_response: extras.join(","), language: "en-GB" });
        return Option.map(found, (details) => toData(match, details, base));
      }),
  };
};

export const FilmDataSourceTmdb = (settings: TmdbSettings) => Layer.succeed(FilmDataSource, FilmDataSource.of(makeFilmDataSourceTmdb(settings)));
