import { Effect, Layer, Option } from "effect";
import { CalendarFeeds } from "../../application/calendar/calendar-feeds.ts";
import type { CalendarShowing } from "../../domain/calendar-event.ts";
import { slugOf, type InMemoryData } from "./in-memory-data.ts";

interface FeedRow {
  readonly seed: string;
  readonly tokenHash: string;
}

/** Calendar feeds over the in-memory catalogue: each fixture show is a broadcast on its one channel. */
export const calendarFeedsFake = (data: InMemoryData) => {
  const feeds = new Map<number, FeedRow>();
  const channelOf = (id: number) => {
    const channel = data.catalogue.channels.find((candidate) => candidate.id === id);
    return channel === undefined ? [] : [{ name: channel.name, slug: `fixture-${channel.id}` }];
  };
  const allShowings = (): ReadonlyArray<CalendarShowing> =>
    data.catalogue.titles.flatMap((title, titleIndex) =>
      title.shows.map((show, showIndex) => ({
        showId: (titleIndex + 1) * 100 + showIndex,
        tconst: title.tconst,
        title: title.title,
        year: title.year,
        slug: slugOf(title),
        kind: title.kind,
        length: null,
        start: show.at,
        channels: channelOf(show.channelId),
      })),
    );
  return Layer.succeed(
    CalendarFeeds,
    CalendarFeeds.of({
      seedOf: (userId, seed, tokenHash) =>
        Effect.sync(() => {
          const row = feeds.get(userId) ?? { seed, tokenHash };
          feeds.set(userId, row);
          return row.seed;
        }),
      replaceSeed: (userId, seed, tokenHash) => Effect.sync(() => void feeds.set(userId, { seed, tokenHash })),
      userOfToken: (tokenHash) => Effect.sync(() => Option.fromNullishOr([...feeds].find(([, row]) => row.tokenHash === tokenHash)?.[0])),
      alertShowings: (userId, now, limit) =>
        Effect.sync(() => {
          const alerted = new Set([...data.userTitles.values()].filter((row) => row.userId === userId && row.alert).map((row) => row.tconst));
          return allShowings()
            .filter((showing) => alerted.has(showing.tconst) && showing.start >= now && showing.channels.length > 0)
            .toSorted((a, b) => a.start - b.start || a.title.localeCompare(b.title) || a.showId - b.showId)
            .slice(0, limit);
        }),
      showing: (showId) => Effect.sync(() => Option.fromNullishOr(allShowings().find((showing) => showing.showId === showId))),
    }),
  );
};
