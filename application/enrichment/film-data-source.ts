import { Context, Schema, type Effect, type Option } from "effect";
import type { OfferKind } from "../../domain/film-enrichment.ts";

/** A film-data service did not answer usefully after its retries (network, 5xx, a body not in the documented shape). */
export class FilmDataUnavailable extends Schema.TaggedError<FilmDataUnavailable>()("FilmDataUnavailable", {
  service: Schema.String,
  message: Schema.String,
}) {}

export interface TmdbMatch {
  readonly kind: "movie" | "tv";
  readonly tmdbId: number;
}

export interface TmdbPerson {
  readonly tmdbId: number;
  readonly name: string;
  /** Full image URL of the profile photo, or null. */
  readonly profileUrl: string | null;
}

export interface TmdbOffer {
  readonly providerName: string;
  readonly kind: OfferKind;
  /** TMDB's watch page for the title in GB (JustWatch data). */
  readonly link: string;
}

/** What TMDB knows about one film or series, as the site uses it; absent parts are null or empty. */
export interface TmdbTitleData extends TmdbMatch {
  readonly imdbId: string | null;
  readonly posterUrl: string | null;
  readonly backdropUrl: string | null;
  readonly overview: string | null;
  readonly runtime: number | null;
  readonly genres: ReadonlyArray<string>;
  /** The GB (BBFC) certificate, e.g. "15". */
  readonly certificate: string | null;
  /** The YouTube key of the official trailer. */
  readonly trailerKey: string | null;
  readonly cast: ReadonlyArray<TmdbPerson>;
  readonly directors: ReadonlyArray<TmdbPerson>;
  /** TMDB ids (same kind) of similar titles, in TMDB's order. */
  readonly similar: ReadonlyArray<number>;
  readonly offers: ReadonlyArray<TmdbOffer>;
}

export interface FilmDataSourceShape {
  /** By IMDb id (`/find`); none when TMDB does not know it. */
  readonly findByImdbId: (imdbId: string, kind: "movie" | "tv") => Effect.Effect<Option.Option<TmdbMatch>, FilmDataUnavailable>;
  /** The first search result for a title (and year, when known). */
  readonly search: (kind: "movie" | "tv", title: string, year: number | null) => Effect.Effect<Option.Option<TmdbMatch>, FilmDataUnavailable>;
  /** Details with credits, videos, GB certificate, GB watch providers and similar titles; none for a 404. */
  readonly details: (match: TmdbMatch) => Effect.Effect<Option.Option<TmdbTitleData>, FilmDataUnavailable>;
}

/** TMDB, or a stand-in answering in its shapes. */
export class FilmDataSource extends Context.Service<FilmDataSource, FilmDataSourceShape>()("tellyfilms/application/FilmDataSource") {}

export interface OutsideRatings {
  /** Rotten Tomatoes critics score, 0-100. */
  readonly rottenTomatoes: number | null;
  readonly metascore: number | null;
  readonly imdbRating: number | null;
}

export interface RatingsSourceShape {
  /** Ratings by IMDb id; none when the service does not know the id. */
  readonly ratings: (imdbId: string) => Effect.Effect<Option.Option<OutsideRatings>, FilmDataUnavailable>;
}

/** OMDb, or a stand-in answering in its shapes. */
export class RatingsSource extends Context.Service<RatingsSource, RatingsSourceShape>()("tellyfilms/application/RatingsSource") {}
