import { Clock, Effect } from "effect";
import { HttpServerRequest } from "effect/http";
import { HttpApiBuilder } from "effect/http-api";
import { recordFilmView } from "../../../application/admin/record-film-view.ts";
import { getFilmPage } from "../../../application/catalogue/get-film-page.ts";
import { getSeriesPage } from "../../../application/catalogue/get-series-page.ts";
import { listBestOfYear } from "../../../application/catalogue/list-best-of-year.ts";
import { findSearchMatches, searchFilms } from "../../../application/catalogue/search-films.ts";
import { reportTitleError } from "../../../application/site/report-title-error.ts";
import { BEST_OF_YEAR_COUNT } from "../../../domain/best-of-year.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { FilmSearchResult } from "../../../domain/film-search.ts";
import { INVALID_FILM_PAGE, INVALID_SERIES_PAGE } from "../../../domain/page-texts.ts";
import { FilmPage, SeriesPage } from "../../../domain/title-page.ts";
import { localYear } from "../../../domain/zoned-time.ts";
import { ACKNOWLEDGED } from "../contract/acknowledged.ts";
import { Api } from "../contract/api.ts";
import { InvalidYearProblem, NotFoundProblem } from "../contract/problems.ts";
import { BestOfYearPayload } from "../contract/titles-api.ts";
import { cachedPublicJson, cachedResult, cachedValue } from "../public-json.ts";
import { respondWith } from "../representation.ts";
import { ANONYMOUS_WRITE_QUOTAS } from "../../../application/site/request-quota.ts";
import { withinAddressQuota } from "../address-quota.ts";
import { minuteKey } from "../time-keys.ts";

const report = (slug: string, code: Parameters<typeof reportTitleError>[1]) =>
  Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis;
    yield* reportTitleError(slug, code, now).pipe(
      Effect.catchTag("TitleToReportNotFound", () => Effect.fail(new NotFoundProblem({ detail: `No film or series page is called ${slug}` }))),
    );
    return ACKNOWLEDGED;
  }).pipe(withinAddressQuota("report", ANONYMOUS_WRITE_QUOTAS.report));

export const TitlesHandlers = HttpApiBuilder.group(Api, "titles", (handlers) =>
  Effect.succeed(
    handlers
      .handle("filmPage", ({ params }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return yield* cachedPublicJson(`film:${params.slug}:${minuteKey(now)}`, FilmPage, getFilmPage(params.slug, now), {
            now,
            keyedByMinute: true,
            onEachAnswer: (at) => recordFilmView(params.slug, at, LONDON),
          }).pipe(Effect.catchTag("TitleNotFound", () => Effect.fail(new NotFoundProblem({ detail: INVALID_FILM_PAGE }))));
        }),
      )
      .handle("reportFilm", ({ params, payload }) => report(params.slug, payload.errorType))
      .handle("seriesPage", ({ params }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          return yield* cachedPublicJson(`series:${params.slug}:${minuteKey(now)}`, SeriesPage, getSeriesPage(params.slug, now), {
            now,
            keyedByMinute: true,
          }).pipe(Effect.catchTag("TitleNotFound", () => Effect.fail(new NotFoundProblem({ detail: INVALID_SERIES_PAGE }))));
        }),
      )
      .handle("reportSeries", ({ params, payload }) => report(params.slug, payload.errorType))
      .handle("bestOfYear", ({ params, query }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis;
          const count = query.n ?? BEST_OF_YEAR_COUNT;
          const key = `best-of-year:${params.year}:${count}:${localYear(now, LONDON)}`;
          return yield* cachedPublicJson(key, BestOfYearPayload, listBestOfYear(params.year, count, now, LONDON), { now }).pipe(
            Effect.catchTag("InvalidBestOfYear", (error) => Effect.fail(new InvalidYearProblem({ detail: error.message }))),
          );
        }),
      )
      .handle("searchFilms", ({ payload }) =>
        Effect.gen(function* () {
          const request = yield* HttpServerRequest.HttpServerRequest;
          // the matches are cached by match key, so case, spaces and accents share them; only the echoed keyword differs
          const matchesFor = (key: string) => cachedResult(`search:${key}`, findSearchMatches(key), (matches) => JSON.stringify(matches).length * 3);
          const cached = yield* cachedValue(`search-as-sent:${payload.keyword}`, FilmSearchResult, searchFilms(payload.keyword, matchesFor));
          return yield* respondWith(request.headers, cached.representation, { cacheControl: "no-store" });
        }),
      ),
  ),
);
