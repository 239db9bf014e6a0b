import { Effect, Layer } from "effect";
import { sql } from "kysely";
import type { TimeWindow } from "../../../domain/broadcast-day.ts";
import type { Channel } from "../../../domain/channel.ts";
import type { Film } from "../../../domain/film.ts";
import type { FilmPopularity } from "../../../domain/highlights.ts";
import type { Genre } from "../../../domain/lookups.ts";
import type { Series } from "../../../domain/series.ts";
import type { Show } from "../../../domain/show.ts";
import type { System } from "../../../domain/system.ts";
import { ListingReadModel, type ListingRows, type LiveShowKind } from "../../../application/listings/listing-read-model.ts";
import { Database } from "../database-service.ts";
import { boundArray } from "../bound-rows.ts";
import { rowsOf } from "../in-transaction.ts";
import { channelJson, listingTitleJson, showJson, sqlTime } from "./title-json.ts";
import { sqlRead } from "./sql-read.ts";

interface ShowRow {
  readonly show: Show;
}

interface TitleRow {
  readonly kind: "film" | "series";
  readonly title: Film;
}

const titlesOf = (rows: ReadonlyArray<TitleRow>): Pick<ListingRows, "films" | "tvseries"> => ({
  films: rows.filter((row) => row.kind === "film").map((row) => row.title),
  tvseries: rows.filter((row) => row.kind === "series").map((row) => row.title as Series),
});

// Titles of the selected shows, each once; the shows' statement is repeated as a subquery so the page stays two statements.
const titlesFor = (showIds: string): string =>
  `select t.kind, ${listingTitleJson("t")} as title from title t where t.id in (select s.title_id from (${showIds}) s) order by t.title, t.id`;

export const ListingReadModelPostgres = Layer.effect(
  ListingReadModel,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);

    const rowsFor = (selection: string) =>
      Effect.gen(function* () {
        const [shows, titles] = yield* Effect.all(
          [
            read<ShowRow>(`select ${showJson("s", "t")} as show from (${selection}) s join title t on t.id = s.title_id order by s.time, s.id`),
            read<TitleRow>(titlesFor(`select s.title_id from (${selection}) s`)),
          ],
          { concurrency: 2 },
        );
        return { shows: shows.map((row) => row.show), ...titlesOf(titles) } satisfies ListingRows;
      });

    const liveSelection = (window: TimeWindow, kind: LiveShowKind): string =>
      `select s.* from show s join title t on t.id = s.title_id where s.time >= ${sqlTime(window.start)} and s.time < ${sqlTime(window.end)} ` +
      `and s.streaming_service_id is null and exists (select 1 from show_channel sc where sc.show_id = s.id) ` +
      `and t.kind = '${kind === "films" ? "film" : "series"}'`;

    return ListingReadModel.of({
      findLiveShowsBetween: (window, kind) => rowsFor(liveSelection(window, kind)),
      findStreamingShows: (serviceSlug, until) =>
        Effect.gen(function* () {
          const [service] = yield* read<{ id: number }>("select id from streaming_service where slug = ?", [serviceSlug]);
          if (service === undefined) return null;
          return yield* rowsFor(`select s.* from show s where s.streaming_service_id = ${service.id} and s.time < ${sqlTime(until)}`);
        }),
      findChannels: (window) =>
        Effect.map(read<{ channel: Channel }>(`select ${channelJson("c", window)} as channel from channel c order by c.name, c.id`), (rows) =>
          rows.map((row) => row.channel),
        ),
      findPopularity: (imdbs) =>
        Effect.map(
          imdbs.length === 0
            ? Effect.succeed([])
            : rowsOf(
                orm.em.fork(),
                sql<{
                  imdb: string;
                  alerts: number;
                  views: number;
                }>`select t.imdb, (select count(*)::int from user_title ut where ut.title_id = t.id and ut.alert) as alerts, t.n_weekly as views
                  from title t where t.imdb = any(${boundArray("text", imdbs)})`,
              ),
          (rows) => new Map<string, FilmPopularity>(rows.map((row) => [row.imdb, { alerts: row.alerts, views: row.views }])),
        ),
      findGenreBySlug: (slug) => Effect.map(read<Genre>("select id, name, slug from genre where slug = ?", [slug]), (rows) => rows[0] ?? null),
      findChannelBySlug: (slug) =>
        Effect.gen(function* () {
          const [row] = yield* read<{ channel: Channel; systems: ReadonlyArray<System> }>(
            `select ${channelJson("c", null)} as channel, coalesce((select json_agg(json_build_object('id', y.id, 'name', y.name, 'long_name', y.long_name, 'logo', y.logo) order by cs.number, y.id) ` +
              `from channel_system cs join system y on y.id = cs.system_id where cs.channel_id = c.id), '[]'::json) as systems from channel c where c.slug = ?`,
            [slug],
          );
          return row === undefined ? null : { channel: row.channel, systems: row.systems };
        }),
    });
  }),
);
