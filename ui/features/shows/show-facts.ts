import type { Channel } from "../../../domain/channel.ts";
import { isSeriesFilm, type Film } from "../../../domain/film.ts";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import { formatLength, languageNote, listedGenres, listingTitle } from "../../../domain/presentation.ts";
import { isEpisodeShow, isLiveShow, showKey, type Show } from "../../../domain/show.ts";
import { showStatus, type ShowStatus } from "../../../domain/show-status.ts";
import type { StreamingService } from "../../../domain/streaming-service.ts";
import { filmPath } from "./film-links.ts";

export interface ShowFacts {
  readonly key: string;
  readonly show: Show;
  readonly film: Film;
  readonly isSeries: boolean;
  readonly title: string;
  readonly path: string;
  readonly genres: ReadonlyArray<string>;
  readonly languages: ReadonlyArray<string> | null;
  readonly length: string | null;
  readonly channel: Channel | null;
  readonly service: StreamingService | null;
  readonly status: ShowStatus | null;
  readonly episode: string | null;
}

const episodeLabel = (show: Show): string | null => {
  if (!isEpisodeShow(show)) return null;
  const parts = [show.season != null ? `S${show.season}` : null, show.episode != null ? `E${show.episode}` : null].filter((part) => part !== null);
  const numbering = parts.join(" ");
  const title = show.episode_title ?? "";
  return numbering === "" && title === "" ? null : [numbering, title].filter((part) => part !== "").join(": ");
};

export const showFacts = (show: Show, lookup: ListingLookup, view: "table" | "grid", now: number): ShowFacts | null => {
  const film = lookup.films.get(show.f);
  if (film === undefined) return null;
  const isSeries = isEpisodeShow(show) || isSeriesFilm(film);
  const channelId = show.cs?.[0];
  const live = isLiveShow(show);
  return {
    key: showKey(show),
    show,
    film,
    isSeries,
    title: listingTitle(film.title, view, isSeries),
    path: filmPath(film),
    genres: listedGenres(film.genres, lookup.genres),
    languages: languageNote(film.languages, lookup.languages),
    length: film.length === null ? null : formatLength(film.length),
    channel: channelId === undefined ? null : (lookup.channels.get(channelId) ?? null),
    service: show.s === undefined || show.s === null ? null : (lookup.services.get(show.s) ?? null),
    status: live ? showStatus(show.time, now) : null,
    episode: episodeLabel(show),
  };
};
