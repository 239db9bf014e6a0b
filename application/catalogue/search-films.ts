import { Effect } from "effect";
import {
  IMDB_FALLBACK_LIMIT,
  NO_SEARCH_MATCHES,
  SEARCH_RESULT_LIMIT,
  searchMatchKey,
  type FilmSearchMatches,
  type FilmSearchResult,
} from "../../domain/film-search.ts";
import { sameFilm } from "../../domain/title-match.ts";
import { FilmSearchIndex } from "./film-search-index.ts";

/** Films, series, people and catalogue films for a search match key (`searchMatchKey` of what the visitor typed). */
export const findSearchMatches = (key: string) =>
  Effect.gen(function* () {
    if (key === "") return NO_SEARCH_MATCHES;
    const index = yield* FilmSearchIndex;
    const [result, tvseries, director, star, fallbacks] = yield* Effect.all(
      [
        index.findFilms(key, SEARCH_RESULT_LIMIT),
        index.findSeries(key, SEARCH_RESULT_LIMIT),
        index.findPerson(key, "director"),
        index.findPerson(key, "star"),
        index.findCatalogueFilms(key, IMDB_FALLBACK_LIMIT),
      ],
      { concurrency: "unbounded" },
    );
    // a film of the site not yet linked to its IMDb id is still that film: never offer it as "not yet on UK TV"
    const onSite = result.map((film) => ({ title: film.title, year: film.year, runtime: null }));
    const imdb_fallbacks = fallbacks.filter(
      (fallback) => !onSite.some((film) => sameFilm(film, { title: fallback.title, year: fallback.year, runtime: null })),
    );
    return { result, tvseries, director, star, imdb_fallbacks } satisfies FilmSearchMatches;
  });

/**
 * The Search All Films modal; answers the keyword as sent so the browser can drop a stale answer. `matchesFor` is
 * `findSearchMatches` or a cache in front of it, keyed by the match key.
 */
export const searchFilms = <E, R>(keyword: string, matchesFor: (key: string) => Effect.Effect<FilmSearchMatches, E, R>) =>
  Effect.map(matchesFor(searchMatchKey(keyword)), (matches): FilmSearchResult => ({ keyword, ...matches }));
