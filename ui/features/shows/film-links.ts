import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { isSeriesFilm, type Film } from "../../../domain/film.ts";
import { generatedPosterPath } from "../../../domain/placeholder-art.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";

export const filmPath = (film: Pick<Film, "slug" | "api">): string =>
  isSeriesFilm(film as Film) ? pathFor("Series Page", { slug: film.slug }) : pathFor("Film Page", { slug: film.slug });

export const trailerUrl = (youtubeId: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

export const streamingPath = (service: Pick<StreamingService, "slug">): string =>
  pathFor("Streaming Page", { system: service.slug }).replace("/films-on-demand/", "/films-streaming/");

export const posterFallback = generatedPosterPath;

const TMDB_SIZED_IMAGE = /^(https:\/\/image\.tmdb\.org\/t\/p\/)w\d+(\/.+)$/;
const TMDB_POSTER_WIDTHS = [185, 342, 500] as const;
const TMDB_BACKDROP_WIDTHS = [300, 780, 1280] as const;

export interface PosterImage {
  readonly src: string;
  readonly srcSet?: string;
  /** The generated card, for when the CDN image does not load. */
  readonly fallback: string;
}

/** A TMDB poster in the widths its CDN serves (the browser picks by `sizes`), else the stored image or the generated card. */
export const posterImage = (film: Pick<Film, "slug" | "poster_url">): PosterImage => {
  const fallback = posterFallback(film.slug);
  const url = film.poster_url;
  if (url === null || url === undefined || url === "") return { src: fallback, fallback };
  return { ...tmdbSized(url, TMDB_POSTER_WIDTHS, 342), fallback };
};

/** A TMDB image URL in the widths its CDN serves, with `src` at the given width; another URL as it is. */
const tmdbSized = (url: string, widths: ReadonlyArray<number>, srcWidth: number): { readonly src: string; readonly srcSet?: string } => {
  const sized = TMDB_SIZED_IMAGE.exec(url);
  if (sized === null) return { src: url };
  const [, base = "", path = ""] = sized;
  return { src: `${base}w${srcWidth}${path}`, srcSet: widths.map((width) => `${base}w${width}${path} ${width}w`).join(", ") };
};

/** The title's TMDB backdrop in the widths its CDN serves, or none. */
export const backdropImage = (film: Pick<Film, "backdrop_url">): { readonly src: string; readonly srcSet?: string } | null =>
  film.backdrop_url === null || film.backdrop_url === undefined || film.backdrop_url === "" ? null : tmdbSized(film.backdrop_url, TMDB_BACKDROP_WIDTHS, 1280);

/** Swaps a poster that failed to load for the generated card, once. */
export const showPosterFallback = (fallback: string) => (event: { currentTarget: HTMLImageElement }) => {
  const image = event.currentTarget;
  if (image.getAttribute("src") === fallback) return;
  image.removeAttribute("srcset");
  image.src = fallback;
};
