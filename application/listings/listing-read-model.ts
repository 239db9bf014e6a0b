import { Context, type Effect } from "effect";
import type { TimeWindow } from "../../domain/broadcast-day.ts";
import type { Channel } from "../../domain/channel.ts";
import type { Film } from "../../domain/film.ts";
import type { FilmPopularity } from "../../domain/highlights.ts";
import type { Genre } from "../../domain/lookups.ts";
import type { Series } from "../../domain/series.ts";
import type { Show } from "../../domain/show.ts";
import type { System } from "../../domain/system.ts";

/** Listings carry the top-billed stars only: enough for the keyword filter, and stars are otherwise a third of the payload. */
export const LISTING_STARS = 3;

/** Shows with the films and series they refer to, each film once. */
export interface ListingRows {
  readonly shows: ReadonlyArray<Show>;
  readonly films: ReadonlyArray<Film>;
  readonly tvseries: ReadonlyArray<Series>;
}

export interface ChannelWithSystems {
  readonly channel: Channel;
  readonly systems: ReadonlyArray<System>;
}

export type LiveShowKind = "films" | "series";

export interface ListingReadModelShape {
  /** Shows on live channels starting inside the window, ordered by time: film showings, or series episodes. */
  readonly findLiveShowsBetween: (window: TimeWindow, kind: LiveShowKind) => Effect.Effect<ListingRows>;
  /** Films and series on one streaming or on-demand service that are available before `until`; null for an unknown service. */
  readonly findStreamingShows: (serviceSlug: string, until: number) => Effect.Effect<ListingRows | null>;
  /** Every channel, by name, with `n_shows` counting the films it shows inside the window (a film shown twice counts once). */
  readonly findChannels: (window: TimeWindow) => Effect.Effect<ReadonlyArray<Channel>>;
  /** Alert and weekly view counts of the given films (by imdb key); films nobody follows may be absent. */
  readonly findPopularity: (imdbs: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, FilmPopularity>>;
  readonly findGenreBySlug: (slug: string) => Effect.Effect<Genre | null>;
  readonly findChannelBySlug: (slug: string) => Effect.Effect<ChannelWithSystems | null>;
}

export class ListingReadModel extends Context.Service<ListingReadModel, ListingReadModelShape>()("tellyfilms/application/ListingReadModel") {}
