import { Effect, Layer } from "effect";
import { WatchHistoryStore } from "../../application/personal/watch-history-store.ts";
import type { LocalDate } from "../../domain/local-date.ts";
import { titleMatchKey } from "../../domain/title-match.ts";
import { nextId, unflaggedRow, userTitleKey, type InMemoryData } from "./in-memory-data.ts";

const localDate = (iso: string): LocalDate => {
  const [year = 0, month = 0, day = 0] = iso.split("-").map(Number);
  return { year, month, day };
};

/** The watch-history import over the in-memory catalogue and flags. */
export const watchHistoryStoreFake = (data: InMemoryData) =>
  Layer.succeed(
    WatchHistoryStore,
    WatchHistoryStore.of({
      catalogueMovies: (matchKeys) =>
        Effect.sync(() => {
          const keys = new Set(matchKeys);
          return data.imdbCatalogue.filter((movie) => keys.has(titleMatchKey(movie.title)));
        }),
      siteFilms: (imdbIds, matchKeys) =>
        Effect.sync(() => {
          const ids = new Set(imdbIds);
          const keys = new Set(matchKeys);
          return data.catalogue.titles
            .filter((title) => title.kind === "film" && (ids.has(title.tconst) || keys.has(titleMatchKey(title.title))))
            .map((title) => ({ tconst: title.tconst, title: title.title, year: title.year }));
        }),
      addWatched: (userId, films) =>
        Effect.sync(() => {
          for (const film of films) {
            if (!data.titles.has(film.tconst)) continue;
            const key = userTitleKey(userId, film.tconst);
            const row = data.userTitles.get(key) ?? unflaggedRow(userId, film.tconst);
            const watchedOn = row.watchedOn ?? (film.watchedOn === null ? null : localDate(film.watchedOn));
            const stars = row.stars ?? film.stars;
            if (row.watched && watchedOn === row.watchedOn && stars === row.stars) continue;
            Object.assign(row, { watched: true, watchedOn, stars, updatedAt: nextId(data) });
            data.userTitles.set(key, row);
          }
        }),
    }),
  );
