import { Effect } from "effect";
import type { ChannelPage } from "../../domain/channel-page.ts";
import { listingDate, weekWindow } from "../../domain/listing-window.ts";
import type { Show } from "../../domain/show.ts";
import { ChannelNotFound } from "./listing-failures.ts";
import { ListingReadModel } from "./listing-read-model.ts";

/** The Channel Page: the channel, the systems that carry it and its films and series episodes this week. */
export const getChannelPage = (slug: string, now: number, zone: string) =>
  Effect.gen(function* () {
    const listings = yield* ListingReadModel;
    const found = yield* listings.findChannelBySlug(slug);
    if (found === null) return yield* new ChannelNotFound({ slug });
    const week = weekWindow(now, zone);
    const onChannel = (show: Show) => show.cs?.includes(found.channel.id) === true;
    const [films, series] = yield* Effect.all([listings.findLiveShowsBetween(week, "films"), listings.findLiveShowsBetween(week, "series")]);
    const shows = [...films.shows.filter(onChannel), ...series.shows.filter(onChannel)].sort((a, b) => a.time - b.time);
    const keys = new Set(shows.map((show) => show.f));
    return {
      channel: found.channel,
      systems: found.systems,
      films: films.films.filter((film) => keys.has(film.imdb)),
      tvseries: series.tvseries.filter((entry) => keys.has(entry.imdb)),
      shows,
      date: listingDate(now, zone),
    } satisfies ChannelPage;
  });
