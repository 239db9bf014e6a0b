import { Context, type Effect } from "effect";
import type { Film } from "../../domain/film.ts";
import type { CreditRole, PersonPage } from "../../domain/person-page.ts";
import type { RatedFilm } from "../../domain/ratings.ts";
import type { FilmPage, SeriesPage } from "../../domain/title-page.ts";

export interface TitleReadModelShape {
  /**
   * Everything the Film Page shows: details, credits with slugs, similar films, streaming options, the shows from
   * `now` on (`future`) and the latest RECENT_SHOWS before it (`past4`), the channels of those shows, `never_on_tv`.
   */
  readonly findFilmPage: (slug: string, now: number) => Effect.Effect<FilmPage | null>;
  readonly findSeriesPage: (slug: string, now: number) => Effect.Effect<SeriesPage | null>;
  /** A star's or director's name and pictures with their films and series, newest first. */
  readonly findPersonPage: (role: CreditRole, slug: string) => Effect.Effect<PersonPage | null>;
  /** The ratings of every film released in the year, in the order the films were added; the use case ranks them. */
  readonly findFilmRatingsOfYear: (year: number) => Effect.Effect<ReadonlyArray<RatedFilm & { readonly imdb: string }>>;
  /** The listing shape of the films with these IMDb ids, in no particular order. */
  readonly findFilms: (imdbs: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<Film>>;
}

export class TitleReadModel extends Context.Service<TitleReadModel, TitleReadModelShape>()("tellyfilms/application/TitleReadModel") {}
