import { IsolationLevel } from "@mikro-orm/core";
import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer, Schema } from "effect";
import { sql, type RawBuilder } from "kysely";
import type { TimeWindow } from "../../../domain/broadcast-day.ts";
import { Channel } from "../../../domain/channel.ts";
import { Film } from "../../../domain/film.ts";
import type { FilmPopularity } from "../../../domain/highlights.ts";
import { Genre } from "../../../domain/lookups.ts";
import { Series } from "../../../domain/series.ts";
import { Show } from "../../../domain/show.ts";
import { FREE_TO_AIR_SYSTEM_IDS, System } from "../../../domain/system.ts";
import { LISTING_STARS, ListingReadModel, type ListingRows, type LiveShowKind } from "../../../application/listings/listing-read-model.ts";
import { Database } from "../database-service.ts";
import { boundArray } from "../bound-rows.ts";
import { channelJson, listingTitleJson, showJson } from "./title-json.ts";
import { decodedRows } from "./sql-statement.ts";

const ServiceId = Schema.Struct({ id: Schema.Int });
const ChannelWithSystems = Schema.Struct({ channel: Channel, systems: Schema.Array(System) });

// Rows leave the database decoded with the domain Schemas: PostgreSQL builds the JSON, the Schemas say what it must be.
const decodeShows = Schema.decodeUnknownSync(Schema.Array(Schema.Struct({ show: Show })));
const decodeTitles = Schema.decodeUnknownSync(
  Schema.Array(Schema.Union([Schema.Struct({ kind: Schema.Literal("film"), title: Film }), Schema.Struct({ kind: Schema.Literal("series"), title: Series })])),
);
const ChannelRow = Schema.Struct({ channel: Channel });
const PopularityRow = Schema.Struct({ imdb: Schema.String, alerts: Schema.Int, views: Schema.Int });

const titlesOf = (rows: ReadonlyArray<unknown>): Pick<ListingRows, "films" | "tvseries"> => {
  const films: Array<Film> = [];
  const tvseries: Array<Series> = [];
  for (const row of decodeTitles(rows)) {
    if (row.kind === "film") films.push(row.title);
    else tvseries.push(row.title);
  }
  return { films, tvseries };
};

/** The shows of a listing: a condition on `show s join title t`, with its values bound. */
type Selection = RawBuilder<unknown>;

const selected = (selection: Selection) => sql`select s.* from show s join title t on t.id = s.title_id where ${selection}`;

// Set-based: each title's showings are aggregated once (first on free TV, last live showing, any streaming offer) and joined,
// instead of subqueries per show, so a 300-channel week costs a few hash joins.
const showsStatement = (selection: Selection) => sql<unknown>`
  with sel as (${selected(selection)}),
  free_to_air as (select fc.show_id from show_channel fc join channel_system fy on fy.channel_id = fc.channel_id
    where fy.system_id = any(${boundArray("int", FREE_TO_AIR_SYSTEM_IDS)})),
  live as (select e.title_id, min(e.time) filter (where e.id in (select show_id from free_to_air)) as first_free, max(e.time) as last
    from show e where e.title_id in (select title_id from sel) and e.streaming_service_id is null group by e.title_id),
  streamed as (select distinct v.title_id from show v where v.title_id in (select title_id from sel) and v.streaming_service_id is not null),
  channels as (select sc.show_id, array_agg(sc.channel_id order by sc.channel_id) as ids from show_channel sc where sc.show_id in (select id from sel) group by sc.show_id)
  select ${sql.raw(
    showJson("s", "t", {
      cs: "ch.ids",
      firstOnFreeTv: "s.streaming_service_id is null and s.time = l.first_free",
      lastChance: "s.streaming_service_id is null and s.time = l.last and v.title_id is null",
    }),
  )} as show
  from sel s join title t on t.id = s.title_id left join live l on l.title_id = s.title_id left join streamed v on v.title_id = s.title_id
  left join channels ch on ch.show_id = s.id
  order by s.time, s.id`;

// The titles of the selected shows, each once, with their lists aggregated per table rather than looked up per title.
const titlesStatement = (selection: Selection) => sql<unknown>`
  with ids as (select distinct s.title_id from (${selected(selection)}) s),
  genres as (select x.title_id, array_agg(x.genre_id order by x.ord) as ids from title_genre x join ids using (title_id) group by x.title_id),
  languages as (select x.title_id, array_agg(x.language_id order by x.ord) as ids from title_language x join ids using (title_id) group by x.title_id),
  akas as (select x.title_id, array_agg(x.name order by x.ord) as names from title_aka x join ids using (title_id) group by x.title_id),
  people as (select c.title_id, array_agg(p.name order by c.role <> 'director', c.ord) as names
    from (select c.*, row_number() over (partition by c.title_id, c.role order by c.ord) as n from credit c join ids using (title_id)) c
    join person p on p.id = c.person_id where c.role = 'director' or c.n <= ${LISTING_STARS} group by c.title_id)
  select t.kind, ${listingTitleJson("t", {
    genres: "coalesce(g.ids, '{}')",
    languages: "coalesce(l.ids, '{}')",
    aka: "a.names",
    people: "coalesce(p.names, '{}')",
  })} as title
  from ids join title t on t.id = ids.title_id left join genres g on g.title_id = t.id left join languages l on l.title_id = t.id
  left join akas a on a.title_id = t.id left join people p on p.title_id = t.id
  order by t.title, t.id`;

// A live listing holds only showings on a channel some platform carries: a channel on none cannot be chosen in it. The
// carried channels are looked up as a set of ids (a few hundred), not joined to every showing's channels and deduplicated.
const liveSelection = (window: TimeWindow, kind: LiveShowKind): Selection =>
  sql`s.time >= ${new Date(window.start)} and s.time < ${new Date(window.end)} and s.streaming_service_id is null and t.kind = ${kind === "films" ? "film" : "series"}
    and exists (select 1 from show_channel sc where sc.show_id = s.id and sc.channel_id in (select cs.channel_id from channel_system cs))`;

const MOST_LISTINGS_READ_AT_ONCE = 2;

export const ListingReadModelPostgres = Layer.effect(
  ListingReadModel,
  Effect.gen(function* () {
    const { orm, engine } = yield* Database;

    // The statements join a dozen aggregates whose row estimates multiply far past jit_above_cost, though they run in
    // milliseconds: JIT compilation alone took seconds. Without statistics (the embedded database is never analysed) the
    // planner rescanned an aggregate per show in a nested loop: hash joins keep it linear.
    const tuned = async (em: SqlEntityManager): Promise<void> => {
      await em.execute("set local jit = off");
      await em.execute("set local work_mem = '32MB'");
      await em.execute("set local enable_nestloop = off");
    };
    const shows = async (em: SqlEntityManager, selection: Selection) =>
      decodeShows((await showsStatement(selection).execute(em.getKysely())).rows).map((row) => row.show);
    const titles = async (em: SqlEntityManager, selection: Selection) => titlesOf((await titlesStatement(selection).execute(em.getKysely())).rows);

    // One snapshot for both statements, run in turn in one transaction: the embedded database has one connection.
    const inTurn = (selection: Selection): Promise<ListingRows> =>
      orm.em.fork().transactional(async (em) => {
        await tuned(em);
        return { shows: await shows(em, selection), ...(await titles(em, selection)) };
      });

    // On PostgreSQL they run at once on two connections, the second transaction importing the first one's snapshot, so a
    // listing costs the longer statement instead of both.
    const atOnce = (selection: Selection): Promise<ListingRows> =>
      orm.em.fork().transactional(
        async (em) => {
          await tuned(em);
          const [exported] = await em.execute<Array<{ snapshot: string }>>("select pg_export_snapshot() as snapshot");
          const snapshot = exported?.snapshot ?? "";
          // SET TRANSACTION SNAPSHOT takes no parameter: the identifier PostgreSQL made is checked before it is written in
          if (!/^[0-9A-F]+-[0-9A-F]+(-[0-9]+)?$/i.test(snapshot)) throw new Error(`Unexpected snapshot identifier ${snapshot}`);
          const [showRecords, titleRecords] = await Promise.all([
            shows(em, selection),
            orm.em.fork().transactional(
              async (other) => {
                await other.execute(`set transaction snapshot '${snapshot}'`);
                await tuned(other);
                return titles(other, selection);
              },
              { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
            ),
          ]);
          return { shows: showRecords, ...titleRecords };
        },
        { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
      );

    // A listing read at once holds one pooled connection while it waits for a second, so only a few may: were every
    // connection held so, none would be left to give. The others read in turn.
    let readingAtOnce = 0;
    const rowsFor = (selection: Selection): Effect.Effect<ListingRows> =>
      Effect.promise(async () => {
        if (engine === "pglite" || readingAtOnce >= MOST_LISTINGS_READ_AT_ONCE) return inTurn(selection);
        readingAtOnce++;
        try {
          return await atOnce(selection);
        } finally {
          readingAtOnce--;
        }
      });

    return ListingReadModel.of({
      findLiveShowsBetween: (window, kind) => rowsFor(liveSelection(window, kind)),
      findStreamingShows: (serviceSlug, until) =>
        Effect.gen(function* () {
          const [service] = yield* decodedRows(orm, ServiceId, sql`select id from streaming_service where slug = ${serviceSlug}`);
          if (service === undefined) return null;
          return yield* rowsFor(sql`s.streaming_service_id = ${service.id} and s.time < ${new Date(until)}`);
        }),
      findChannels: (window) =>
        Effect.map(
          decodedRows(
            orm,
            ChannelRow,
            sql`
            with counted as (select sc.channel_id, count(distinct s.title_id)::int as n from show_channel sc join show s on s.id = sc.show_id join title t on t.id = s.title_id
              where t.kind = 'film' and s.time >= ${new Date(window.start)} and s.time < ${new Date(window.end)} group by sc.channel_id)
            select ${sql.raw(channelJson("c", "coalesce(n.n, 0)"))} as channel from channel c left join counted n on n.channel_id = c.id order by c.name, c.id`,
          ),
          (found) => found.map((row) => row.channel),
        ),
      findPopularity: (imdbs) =>
        Effect.map(
          imdbs.length === 0
            ? Effect.succeed([])
            : decodedRows(
                orm,
                PopularityRow,
                sql`select t.imdb, (select count(*)::int from user_title ut where ut.title_id = t.id and ut.alert) as alerts, t.n_weekly as views
                  from title t where t.imdb = any(${boundArray("text", imdbs)})`,
              ),
          (rows) => new Map<string, FilmPopularity>(rows.map((row) => [row.imdb, { alerts: row.alerts, views: row.views }])),
        ),
      findGenreBySlug: (slug) => Effect.map(decodedRows(orm, Genre, sql`select id, name, slug from genre where slug = ${slug}`), (rows) => rows[0] ?? null),
      findChannelBySlug: (slug) =>
        Effect.gen(function* () {
          const [row] = yield* decodedRows(
            orm,
            ChannelWithSystems,
            sql`select ${sql.raw(channelJson("c", null))} as channel, coalesce((select json_agg(json_build_object('id', y.id, 'name', y.name, 'long_name', y.long_name, 'logo', y.logo) order by cs.number, y.id)
              from channel_system cs join system y on y.id = cs.system_id where cs.channel_id = c.id), '[]'::json) as systems from channel c where c.slug = ${slug}`,
          );
          return row === undefined ? null : { channel: row.channel, systems: row.systems };
        }),
    });
  }),
);
