import { Effect } from "effect";
import { getFilmPage } from "../../application/catalogue/get-film-page.ts";
import { getPersonPage } from "../../application/catalogue/get-person-page.ts";
import { getSeriesPage } from "../../application/catalogue/get-series-page.ts";
import { getChannelPage } from "../../application/listings/get-channel-page.ts";
import { getGenrePage } from "../../application/listings/get-genre-page.ts";
import type { BasicInitialData } from "../../domain/basic-initial-data.ts";
import { bestOfYearTitle, checkBestOfYear } from "../../domain/best-of-year.ts";
import { ChannelPage } from "../../domain/channel-page.ts";
import type { Film } from "../../domain/film.ts";
import { GenrePage } from "../../domain/genre-page.ts";
import {
  channelPageTitle,
  directorPageTitle,
  genrePageTitle,
  INVALID_FILM_PAGE,
  INVALID_GENRE,
  INVALID_SERIES_PAGE,
  starPageTitle,
  streamingPageTitle,
} from "../../domain/page-texts.ts";
import { PersonPage } from "../../domain/person-page.ts";
import { titleWithYears } from "../../domain/presentation.ts";
import { FilmPage, SeriesPage } from "../../domain/title-page.ts";
import { localYear } from "../../domain/zoned-time.ts";
import { siteName, type RouteMatch } from "./contract/site-routes.ts";
import { titleLinkedData } from "./json-ld.ts";
import { cachedValue } from "./public-json.ts";
import type { PageHead } from "./spa-pages.ts";
import { broadcastDateKey, minuteKey } from "./time-keys.ts";

const DESCRIPTION_LENGTH = 200;

export interface PageRendering {
  readonly status: number;
  readonly head: PageHead;
  readonly linkedData?: object;
  readonly rootText?: string;
}

export interface PageContext {
  readonly match: RouteMatch;
  readonly pathname: string;
  readonly publicUrl: string;
  readonly now: number;
  readonly zone: string;
  readonly initialData: BasicInitialData;
}

const titled = (text: string): string => `${text} | ${siteName}`;

const shorten = (text: string): string => (text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`);

const absolute = (publicUrl: string, path: string | null | undefined): string | undefined =>
  path === null || path === undefined || path === "" ? undefined : /^https?:\/\//.test(path) ? path : publicUrl + path;

const describe = (film: Film, fallback: string): string => shorten(film.synopsis_short ?? film.synopsis ?? fallback);

/** Title, description, Open Graph and linked data for a route, looking the film, series, person, genre or channel up. */
export const renderPageHead = (context: PageContext) =>
  Effect.gen(function* () {
    const { match, now, zone, publicUrl } = context;
    const canonicalUrl = publicUrl + context.pathname;
    const base: PageHead = { title: match.route.title, description: match.route.description, canonicalUrl };
    const slug = match.params["slug"] ?? match.params["system"] ?? "";
    const page = (title: string, description = base.description): PageRendering => ({ status: 200, head: { ...base, title: titled(title), description } });
    const missing = (text: string): PageRendering => ({ status: 404, head: { ...base, title: titled(text), description: text }, rootText: text });
    const day = broadcastDateKey(now, zone);

    switch (match.route.name) {
      case "Film Page":
      case "Series Page": {
        const isFilm = match.route.name === "Film Page";
        const found = isFilm
          ? yield* Effect.map(cachedValue(`film:${slug}:${minuteKey(now)}`, FilmPage, getFilmPage(slug, now), minuteKey(now)), (cached) => cached.value)
          : yield* Effect.map(cachedValue(`series:${slug}:${minuteKey(now)}`, SeriesPage, getSeriesPage(slug, now), minuteKey(now)), (cached) => ({
              film: cached.value.tvseries,
              channels: cached.value.channels,
            }));
        const film = found.film;
        return {
          status: 200,
          head: {
            title: titled(titleWithYears(film)),
            description: describe(film, base.description),
            canonicalUrl,
            ogType: isFilm ? "video.movie" : "video.tv_show",
            ogImage: absolute(publicUrl, film.poster_url),
          },
          linkedData: titleLinkedData({
            kind: isFilm ? "Movie" : "TVSeries",
            title: film,
            channels: found.channels,
            genres: context.initialData.genres,
            pageUrl: canonicalUrl,
            publicUrl,
          }),
        } satisfies PageRendering;
      }
      case "Star Page":
      case "Director Page": {
        const role = match.route.name === "Star Page" ? "star" : "director";
        const person = yield* Effect.map(cachedValue(`${role}:${slug}`, PersonPage, getPersonPage(role, slug)), (cached) => cached.value);
        const heading = role === "star" ? starPageTitle(person.name) : directorPageTitle(person.name);
        return {
          ...page(heading, shorten(`${heading} on UK TV: ${person.films.map((film) => film.title).join(", ")}`)),
          head: { ...page(heading).head, ogType: "profile", ogImage: absolute(publicUrl, person.tmdb_img) },
        };
      }
      case "Genre Page": {
        const genre = yield* Effect.map(cachedValue(`genre:${slug}:${day}`, GenrePage, getGenrePage(slug, now, zone)), (cached) => cached.value);
        return page(genrePageTitle(genre.genre.name));
      }
      case "Channel Page": {
        const channel = yield* Effect.map(cachedValue(`channel:${slug}:${day}`, ChannelPage, getChannelPage(slug, now, zone)), (cached) => cached.value);
        return page(channelPageTitle(channel.channel.name));
      }
      case "Streaming Page": {
        const service = context.initialData.streaming_services.find((candidate) => candidate.slug === slug);
        return service === undefined ? missing(`No streaming service is called ${slug}`) : page(streamingPageTitle(service.name_display));
      }
      case "Best of Year Page": {
        const check = checkBestOfYear(match.params["year"] ?? "", localYear(now, zone));
        return check.valid ? page(bestOfYearTitle(check.year)) : missing(check.error);
      }
      default:
        return { status: 200, head: base } satisfies PageRendering;
    }
  }).pipe(
    Effect.catchTags({
      TitleNotFound: (error) => Effect.succeed(notFound(context, error.kind === "film" ? INVALID_FILM_PAGE : INVALID_SERIES_PAGE)),
      PersonNotFound: (error) => Effect.succeed(notFound(context, `Invalid ${error.role} page (404 Not Found)`)),
      GenreNotFound: () => Effect.succeed(notFound(context, INVALID_GENRE)),
      ChannelNotFound: (error) => Effect.succeed(notFound(context, `No channel is called ${error.slug}`)),
    }),
  );

const notFound = (context: PageContext, text: string): PageRendering => ({
  status: 404,
  head: { title: titled(text), description: text, canonicalUrl: context.publicUrl + context.pathname },
  rootText: text,
});
