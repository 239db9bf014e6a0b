import { Effect, Layer, Schema } from "effect";
import { sql } from "kysely";
import { Channel } from "../../../domain/channel.ts";
import { Film } from "../../../domain/film.ts";
import type { PersonPage } from "../../../domain/person-page.ts";
import { Series } from "../../../domain/series.ts";
import { Show } from "../../../domain/show.ts";
import { RECENT_SHOWS } from "../../../domain/title-page.ts";
import { TitleReadModel } from "../../../application/catalogue/title-read-model.ts";
import { Database } from "../database-service.ts";
import { channelJson, listingTitleJson, pageTitleJson, showJson } from "./title-json.ts";
import { boundArray } from "../bound-rows.ts";
import { rowsOf } from "../in-transaction.ts";

const FUTURE_SHOWS = 100;

// Rows are decoded with the domain Schemas as they leave the database; a row that does not fit is a defect.
const TitlePageRow = Schema.Struct({ title: Series, future: Schema.Array(Show), past4: Schema.Array(Show), channels: Schema.Array(Channel) });
const PersonRow = Schema.Struct({
  name: Schema.String,
  slug: Schema.String,
  tmdb_id: Schema.NullOr(Schema.Int),
  tmdb_img: Schema.NullOr(Schema.String),
  titles: Schema.Array(Schema.Struct({ kind: Schema.Literals(["film", "series"]), title: Series })),
});
const RatingRow = Schema.Struct({
  imdb: Schema.String,
  audi: Schema.NullOr(Schema.Number),
  crit: Schema.NullOr(Schema.Number),
  imdb_r: Schema.NullOr(Schema.Number),
});
const FilmRow = Schema.Struct({ title: Film });

// One statement per page: the title, its next and latest shows and the channels those shows are on.
const titlePage = (kind: "film" | "series", slug: string, now: number) => {
  const at = sql`${new Date(now).toISOString()}::timestamptz`;
  const future = sql`select x.* from show x where x.title_id = t.id and x.time >= ${at} order by x.time, x.id limit ${sql.lit(FUTURE_SHOWS)}`;
  const past = sql`select x.* from show x where x.title_id = t.id and x.time < ${at} and x.streaming_service_id is null order by x.time desc, x.id desc limit ${sql.lit(RECENT_SHOWS)}`;
  return sql`select ${pageTitleJson("t")} as title,
    coalesce((select json_agg(${sql.raw(showJson("s", "t"))} order by s.time, s.id) from (${future}) s), '[]'::json) as future,
    coalesce((select json_agg(${sql.raw(showJson("s", "t"))} order by s.time desc, s.id desc) from (${past}) s), '[]'::json) as past4,
    coalesce((select json_agg(${sql.raw(channelJson("c", null))} order by c.name, c.id) from channel c where c.id in
      (select sc.channel_id from show_channel sc where sc.show_id in (select id from (${future}) f union all select id from (${past}) p))), '[]'::json) as channels
    from title t where t.id = coalesce((select id from title where slug = ${slug}), (select title_id from title_former_key where slug = ${slug})) and t.kind = ${kind}`;
};

export const TitleReadModelPostgres = Layer.effect(
  TitleReadModel,
  Effect.gen(function* () {
    const { orm } = yield* Database;

    const findPage = (kind: "film" | "series", slug: string, now: number) =>
      Effect.map(rowsOf(orm.em.fork(), TitlePageRow, titlePage(kind, slug, now)), (rows) => {
        const row = rows[0];
        if (row === undefined) return null;
        return { title: { ...row.title, shows: { future: row.future, past4: row.past4 } }, channels: row.channels };
      });

    return TitleReadModel.of({
      findFilmPage: (slug, now) => Effect.map(findPage("film", slug, now), (page) => (page === null ? null : { film: page.title, channels: page.channels })),
      findSeriesPage: (slug, now) =>
        Effect.map(findPage("series", slug, now), (page) => (page === null ? null : { tvseries: page.title, channels: page.channels })),
      findPersonPage: (role, slug) =>
        Effect.map(
          rowsOf(
            orm.em.fork(),
            PersonRow,
            sql`select p.name, p.slug, p.tmdb_id, p.tmdb_img, coalesce((select json_agg(json_build_object('kind', t.kind, 'title', ${listingTitleJson("t")})
              order by t.year desc nulls last, t.title) from credit c join title t on t.id = c.title_id where c.person_id = p.id and c.role = ${role}), '[]'::json) as titles
              from person p where p.slug = ${slug} and exists (select 1 from credit c where c.person_id = p.id and c.role = ${role})`,
          ),
          (rows): PersonPage | null => {
            const row = rows[0];
            if (row === undefined) return null;
            return {
              name: row.name,
              slug: row.slug,
              tmdb_id: row.tmdb_id,
              tmdb_img: row.tmdb_img,
              films: row.titles.filter((entry) => entry.kind === "film").map((entry) => entry.title),
              tvseries: row.titles.filter((entry) => entry.kind === "series").map((entry) => entry.title),
            };
          },
        ),
      findFilmRatingsOfYear: (year) =>
        rowsOf(orm.em.fork(), RatingRow, sql`select t.imdb, t.audi, t.crit, t.imdb_r from title t where t.kind = 'film' and t.year = ${year} order by t.id`),
      findFilms: (imdbs) =>
        imdbs.length === 0
          ? Effect.succeed([])
          : Effect.map(
              rowsOf(
                orm.em.fork(),
                FilmRow,
                sql`select ${listingTitleJson("t")} as title from title t where t.kind = 'film' and t.imdb = any(${boundArray("text", imdbs)})`,
              ),
              (rows) => rows.map((row) => row.title),
            ),
    });
  }),
);
