import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { isSeriesFilm, type Film } from "../../../domain/film.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";

export const filmPath = (film: Pick<Film, "slug" | "api">): string =>
  isSeriesFilm(film as Film) ? pathFor("Series Page", { slug: film.slug }) : pathFor("Film Page", { slug: film.slug });

export const trailerUrl = (youtubeId: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`;

export const streamingPath = (service: Pick<StreamingService, "slug">): string =>
  pathFor("Streaming Page", { system: service.slug }).replace("/films-on-demand/", "/films-streaming/");

export const posterFallback = (slug: string): string => `/posters/${encodeURIComponent(slug)}.svg`;
