import { Effect, Layer, Option, Schema } from "effect";
import { sql } from "kysely";
import { NextShow, TitleRef, UserTitles, type FlagList } from "../../../application/personal/user-titles.ts";
import { ListItem } from "../../../domain/list-item.ts";
import { formatIsoDate } from "../../../domain/local-date.ts";
import { Genre } from "../../../domain/lookups.ts";
import { StarRating } from "../../../domain/star-rating.ts";
import type { FlagKind, UserFlags } from "../../../domain/user-flags.ts";
import { Database } from "../database-service.ts";
import { at, epochMsOf, selectBound, selectDecoded, statement, transaction, writeBound } from "./sql-statement.ts";

const FLAG_COLUMN: Readonly<Record<FlagKind, string>> = { watched: "watched", not_interested: "not_interested", alert: "alert" };
const LIST_COLUMN: Readonly<Record<FlagList, string>> = { watched: "watched", not_interested: "not_interested", alerts: "alert" };

const titleId = (tconst: string) => sql<number>`(select id from title where imdb = ${tconst})`;

const FlagRow = Schema.Struct({
  tconst: Schema.String,
  watched: Schema.Boolean,
  notInterested: Schema.Boolean,
  alert: Schema.Boolean,
  stars: Schema.NullOr(StarRating),
});
const decodeFlags = Schema.decodeUnknownSync(Schema.Array(FlagRow));
const decodeListItems = Schema.decodeUnknownSync(Schema.Array(ListItem));
const decodeGenres = Schema.decodeUnknownSync(Schema.Array(Genre));
const decodeWatchedFilms = Schema.decodeUnknownSync(Schema.Array(Schema.Struct({ year: Schema.NullOr(Schema.Number), genres: Schema.Array(Schema.Number) })));

export const UserTitlesPostgres = Layer.effect(
  UserTitles,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return UserTitles.of({
      findTitle: (tconst) =>
        statement(orm, async (em) => {
          const rows = await selectDecoded(em, TitleRef, sql`select imdb as tconst, title, year, slug, kind from title where imdb = ${tconst}`);
          return Option.fromNullishOr(rows[0]);
        }),
      flags: (userId) =>
        statement(orm, async (em) => {
          const rows = decodeFlags(
            await selectBound(
              em,
              sql`select t.imdb as tconst, ut.watched, ut.not_interested as "notInterested", ut.alert, ut.stars
                  from user_title ut join title t on t.id = ut.title_id where ut.user_id = ${userId} order by ut.updated_at, t.imdb`,
            ),
          );
          const flags: UserFlags = {
            watched: rows.filter((row) => row.watched).map((row) => row.tconst),
            not_interested: rows.filter((row) => row.notInterested).map((row) => row.tconst),
            alerts: rows.filter((row) => row.alert).map((row) => row.tconst),
            stars: Object.fromEntries(rows.flatMap((row) => (row.stars === null ? [] : [[row.tconst, row.stars] as const]))),
          };
          return flags;
        }),
      setFlag: (userId, tconst, kind, value, today) =>
        transaction(orm, async (em) => {
          const column = sql.ref(FLAG_COLUMN[kind]);
          const watchedColumns =
            kind === "watched"
              ? sql`, watched_on = case when excluded.watched then coalesce(ut.watched_on, excluded.watched_on) else null end,
                   stars = case when excluded.watched then ut.stars else null end`
              : sql``;
          await writeBound(
            em,
            sql`insert into user_title as ut (user_id, title_id, ${column}, watched_on, updated_at)
                select ${userId}::int, id, ${value}::boolean, ${kind === "watched" && value ? formatIsoDate(today) : null}::date, now() from title where imdb = ${tconst}
                on conflict (user_id, title_id) do update set ${column} = ${sql.ref(`excluded.${FLAG_COLUMN[kind]}`)}, updated_at = now()${watchedColumns}`,
          );
          await writeBound(
            em,
            sql`delete from user_title where user_id = ${userId} and title_id = ${titleId(tconst)}
                and not watched and not not_interested and not alert`,
          );
        }),
      setStars: (userId, tconst, stars) =>
        statement(orm, (em) =>
          writeBound(
            em,
            sql`update user_title set stars = ${stars}, updated_at = now() where user_id = ${userId} and title_id = ${titleId(tconst)} and watched`,
          ),
        ).pipe(Effect.map((updated) => updated > 0)),
      setWatchedDate: (userId, tconst, date) =>
        statement(orm, (em) =>
          writeBound(
            em,
            sql`update user_title set watched_on = ${date === null ? null : formatIsoDate(date)}::date
                where user_id = ${userId} and title_id = ${titleId(tconst)} and watched`,
          ),
        ).pipe(Effect.map((updated) => updated > 0)),
      list: (userId, list) =>
        statement(orm, async (em) => {
          const stamp = list === "watched" ? sql`(extract(epoch from ut.watched_on) * 1000)::float8` : epochMsOf("ut.updated_at");
          return decodeListItems(
            await selectBound(
              em,
              sql`select t.imdb as tconst, t.title, t.year, t.slug, t.kind, ${stamp} as time_stamp
                  from user_title ut join title t on t.id = ut.title_id
                  where ut.user_id = ${userId} and ${sql.ref(`ut.${LIST_COLUMN[list]}`)}
                  order by time_stamp desc nulls last, t.title, t.imdb`,
            ),
          );
        }),
      watchedFilms: (userId) =>
        statement(orm, async (em) => {
          const films = decodeWatchedFilms(
            await selectBound(
              em,
              sql`select t.year, coalesce(array_agg(tg.genre_id order by tg.ord) filter (where tg.genre_id is not null), '{}') as genres
                  from user_title ut join title t on t.id = ut.title_id left join title_genre tg on tg.title_id = t.id
                  where ut.user_id = ${userId} and ut.watched group by t.id, t.year`,
            ),
          );
          const genres = decodeGenres(await selectBound(em, sql`select id, name from genre`));
          return { films, genres: new Map(genres.map((genre) => [genre.id, genre])) };
        }),
      nextShow: (tconst, now) =>
        statement(orm, async (em) => {
          const rows = await selectDecoded(
            em,
            NextShow,
            sql`select ${epochMsOf("s.time")} as time, c.name as channel
                from show s join title t on t.id = s.title_id
                join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id
                where t.imdb = ${tconst} and s.time >= ${at(now)} order by s.time, c.name limit 1`,
          );
          return Option.fromNullishOr(rows[0]);
        }),
    });
  }),
);
