import { Effect, Layer } from "effect";
import { sql } from "kysely";
import { WatchHistoryStore } from "../../../application/personal/watch-history-store.ts";
import { SiteFilm } from "../../../domain/history-match.ts";
import { boundArray, unnestRows } from "../bound-rows.ts";
import { catalogueMoviesByKey } from "../catalogue-links-sql.ts";
import { Database } from "../database-service.ts";
import { rowsOf, rowsWritten } from "../in-transaction.ts";

export const WatchHistoryStorePostgres = Layer.effect(
  WatchHistoryStore,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return WatchHistoryStore.of({
      catalogueMovies: (matchKeys) => catalogueMoviesByKey(orm.em.fork(), matchKeys),
      siteFilms: (imdbIds, matchKeys) =>
        imdbIds.length === 0 && matchKeys.length === 0
          ? Effect.succeed([])
          : rowsOf(
              orm.em.fork(),
              SiteFilm,
              sql`select imdb as tconst, title, year from title
               where kind = 'film' and (imdb = any(${boundArray("text", imdbIds)}) or match_key = any(${boundArray("text", matchKeys)}))`,
            ),
      addWatched: (userId, films) =>
        films.length === 0
          ? Effect.void
          : // one statement, so the whole upload is written or none of it
            rowsWritten(
              orm.em.fork(),
              sql`insert into user_title as ut (user_id, title_id, watched, watched_on, stars, updated_at)
                     select ${userId}::int, t.id, true, v.watched_on, v.stars, now()
                     from ${unnestRows("v", films, [
                       ["tconst", "text", (film) => film.tconst],
                       ["watched_on", "date", (film) => film.watchedOn],
                       ["stars", "smallint", (film) => film.stars],
                     ])} join title t on t.imdb = v.tconst
                     on conflict (user_id, title_id) do update
                       set watched = true, watched_on = coalesce(ut.watched_on, excluded.watched_on), stars = coalesce(ut.stars, excluded.stars), updated_at = now()
                     where not ut.watched or (ut.watched_on is null and excluded.watched_on is not null) or (ut.stars is null and excluded.stars is not null)`,
            ).pipe(Effect.asVoid),
    });
  }),
);
