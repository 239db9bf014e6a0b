import { Effect } from "effect";
import { emptySearchResult, IMDB_FALLBACK_LIMIT, SEARCH_RESULT_LIMIT, type FilmSearchResult } from "../../domain/film-search.ts";
import { searchKeyword } from "../../domain/keyword.ts";
import { sameFilm } from "../../domain/title-match.ts";
import { FilmSearchIndex } from "./film-search-index.ts";

/** The Search All Films modal; answers the keyword as sent so the browser can drop a stale answer. */
export const searchFilms = (keyword: string) =>
  Effect.gen(function* () {
    const wanted = searchKeyword(keyword);
    if (wanted === null) return emptySearchResult(keyword);
    const index = yield* FilmSearchIndex;
    const [result, tvseries, director, star, fallbacks] = yield* Effect.all(
      [
        index.findFilms(wanted, SEARCH_RESULT_LIMIT),
        index.findSeries(wanted, SEARCH_RESULT_LIMIT),
        index.findPerson(wanted, "director"),
        index.findPerson(wanted, "star"),
        index.findCatalogueFilms(wanted, IMDB_FALLBACK_LIMIT),
      ],
      { concurrency: "unbounded" },
    );
    // a film of the site not yet linked to its IMDb id is still that film: never offer it as "not yet on UK TV"
    const onSite = result.map((film) => ({ title: film.title, year: film.year, runtime: null }));
    const imdb_fallbacks = fallbacks.filter((fallback) => !onSite.some((film) => sameFilm(film, { title: fallback.title, year: fallback.year, runtime: null })));
    return { keyword, result, tvseries, director, star, imdb_fallbacks } satisfies FilmSearchResult;
  });
