import { Schema } from "effect";
import { Slug, Text } from "../../../domain/text.ts";
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api";
import { FILM_PATH, Film, SERIES_PATH } from "../../../domain/film.ts";
import { FilmSearchResult, SEARCH_KEYWORD_MAX_LENGTH } from "../../../domain/film-search.ts";
import { ReportCode } from "../../../domain/report-code.ts";
import { FilmPage, SeriesPage } from "../../../domain/title-page.ts";
import { Acknowledged } from "./acknowledged.ts";
import { InvalidYearProblem, NotFoundProblem } from "./problems.ts";
import { NoQuery } from "./no-query.ts";

const SlugParams = { slug: Slug };

export const TitleReport = Schema.Struct({ errorType: ReportCode });
export type TitleReport = typeof TitleReport.Type;

export const SearchRequest = Schema.Struct({ keyword: Text(SEARCH_KEYWORD_MAX_LENGTH) });
export type SearchRequest = typeof SearchRequest.Type;

export const BEST_OF_YEAR_MAX_COUNT = 100;

export const BestOfYearQuery = Schema.Struct({
  n: Schema.optional(Schema.NumberFromString.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: BEST_OF_YEAR_MAX_COUNT }))),
});

export const BestOfYearPayload = Schema.Struct({ films: Schema.Array(Film) });
export type BestOfYearPayload = typeof BestOfYearPayload.Type;

export class TitlesApi extends HttpApiGroup.make("titles", { topLevel: true })
  .add(
    HttpApiEndpoint.get("filmPage", FILM_PATH, { params: SlugParams, query: NoQuery, success: FilmPage, error: NotFoundProblem }),
    HttpApiEndpoint.post("reportFilm", FILM_PATH, { params: SlugParams, payload: TitleReport, success: Acknowledged, error: NotFoundProblem }),
    HttpApiEndpoint.get("seriesPage", SERIES_PATH, { params: SlugParams, query: NoQuery, success: SeriesPage, error: NotFoundProblem }),
    HttpApiEndpoint.post("reportSeries", SERIES_PATH, { params: SlugParams, payload: TitleReport, success: Acknowledged, error: NotFoundProblem }),
    HttpApiEndpoint.get("bestOfYear", "/best-of-year/:year/", {
      params: { year: Text(20) },
      query: BestOfYearQuery,
      success: BestOfYearPayload,
      error: InvalidYearProblem,
    }),
    HttpApiEndpoint.post("searchFilms", "/search-films/", { payload: SearchRequest, success: FilmSearchResult }),
  )
  .annotateMerge(OpenApi.annotations({ title: "Films and series", description: "Film and series pages, reports, best of year and search" })) {}
