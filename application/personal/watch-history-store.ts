import { Context, type Effect } from "effect";
import type { SiteFilm, WatchedFilm } from "../../domain/history-match.ts";
import type { CatalogueMovie } from "../../domain/title-match.ts";

export interface WatchHistoryStoreShape {
  /** The IMDb catalogue's movies and TV movies with these title match keys. */
  readonly catalogueMovies: (matchKeys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<CatalogueMovie>>;
  /** The site's films (not series) with one of these IMDb ids or title match keys. */
  readonly siteFilms: (imdbIds: ReadonlyArray<string>, matchKeys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<SiteFilm>>;
  /**
   * All or nothing: flags the films watched. A film already watched keeps its date and stars and only takes the ones it
   * lacks; the other flags stay as they are.
   */
  readonly addWatched: (userId: number, films: ReadonlyArray<WatchedFilm>) => Effect.Effect<void>;
}

export class WatchHistoryStore extends Context.Service<WatchHistoryStore, WatchHistoryStoreShape>()("tellyfilms/application/WatchHistoryStore") {}
