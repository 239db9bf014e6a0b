import { Effect, Layer, Option } from "effect";
import { UserTitles, type FlagList, type NextShow, type TitleRef } from "../../../application/personal/user-titles.ts";
import type { ListItem } from "../../../domain/list-item.ts";
import { formatIsoDate } from "../../../domain/local-date.ts";
import type { Genre } from "../../../domain/lookups.ts";
import type { StarRating } from "../../../domain/star-rating.ts";
import type { FlagKind, UserFlags } from "../../../domain/user-flags.ts";
import { Database } from "../database-service.ts";
import { AT, epochMs, selectRows, statement, transaction, writeRows } from "./sql-statement.ts";

const FLAG_COLUMN: Readonly<Record<FlagKind, string>> = { watched: "watched", not_interested: "not_interested", alert: "alert" };
const LIST_COLUMN: Readonly<Record<FlagList, string>> = { watched: "watched", not_interested: "not_interested", alerts: "alert" };

const TITLE_ID = "(select id from title where imdb = ?)";

interface FlagRow {
  readonly tconst: string;
  readonly watched: boolean;
  readonly notInterested: boolean;
  readonly alert: boolean;
  readonly stars: number | null;
}

export const UserTitlesPostgres = Layer.effect(
  UserTitles,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return UserTitles.of({
      findTitle: (tconst) =>
        statement(orm, async (em) => {
          const rows = await selectRows<TitleRef>(em, "select imdb as tconst, title, year, slug, kind from title where imdb = ?", [tconst]);
          return Option.fromNullishOr(rows[0]);
        }),
      flags: (userId) =>
        statement(orm, async (em) => {
          const rows = await selectRows<FlagRow>(
            em,
            `select t.imdb as tconst, ut.watched, ut.not_interested as "notInterested", ut.alert, ut.stars
             from user_title ut join title t on t.id = ut.title_id where ut.user_id = ? order by ut.updated_at, t.imdb`,
            [userId],
          );
          const flags: UserFlags = {
            watched: rows.filter((row) => row.watched).map((row) => row.tconst),
            not_interested: rows.filter((row) => row.notInterested).map((row) => row.tconst),
            alerts: rows.filter((row) => row.alert).map((row) => row.tconst),
            stars: Object.fromEntries(rows.filter((row) => row.stars !== null).map((row) => [row.tconst, row.stars as StarRating])),
          };
          return flags;
        }),
      setFlag: (userId, tconst, kind, value, today) =>
        transaction(orm, async (em) => {
          const column = FLAG_COLUMN[kind];
          const watchedColumns =
            kind === "watched"
              ? `, watched_on = case when excluded.watched then coalesce(ut.watched_on, excluded.watched_on) else null end,
                 stars = case when excluded.watched then ut.stars else null end`
              : "";
          await writeRows(
            em,
            `insert into user_title as ut (user_id, title_id, ${column}, watched_on, updated_at)
             select ?, id, ?, ?::date, now() from title where imdb = ?
             on conflict (user_id, title_id) do update set ${column} = excluded.${column}, updated_at = now()${watchedColumns}`,
            [userId, value, kind === "watched" && value ? formatIsoDate(today) : null, tconst],
          );
          await writeRows(
            em,
            `delete from user_title where user_id = ? and title_id = ${TITLE_ID}
               and not watched and not not_interested and not alert`,
            [userId, tconst],
          );
        }),
      setStars: (userId, tconst, stars) =>
        statement(orm, (em) =>
          writeRows(em, `update user_title set stars = ?, updated_at = now() where user_id = ? and title_id = ${TITLE_ID} and watched`, [
            stars,
            userId,
            tconst,
          ]),
        ).pipe(Effect.map((updated) => updated > 0)),
      setWatchedDate: (userId, tconst, date) =>
        statement(orm, (em) =>
          writeRows(em, `update user_title set watched_on = ?::date where user_id = ? and title_id = ${TITLE_ID} and watched`, [
            date === null ? null : formatIsoDate(date),
            userId,
            tconst,
          ]),
        ).pipe(Effect.map((updated) => updated > 0)),
      list: (userId, list) =>
        statement(orm, (em) => {
          const stamp = list === "watched" ? "(extract(epoch from ut.watched_on) * 1000)::float8" : epochMs("ut.updated_at");
          return selectRows<ListItem>(
            em,
            `select t.imdb as tconst, t.title, t.year, t.slug, t.kind, ${stamp} as time_stamp
             from user_title ut join title t on t.id = ut.title_id
             where ut.user_id = ? and ut.${LIST_COLUMN[list]}
             order by time_stamp desc nulls last, t.title, t.imdb`,
            [userId],
          );
        }),
      watchedFilms: (userId) =>
        statement(orm, async (em) => {
          const films = await selectRows<{ year: number | null; genres: ReadonlyArray<number> }>(
            em,
            `select t.year, coalesce(array_agg(tg.genre_id order by tg.ord) filter (where tg.genre_id is not null), '{}') as genres
             from user_title ut join title t on t.id = ut.title_id left join title_genre tg on tg.title_id = t.id
             where ut.user_id = ? and ut.watched group by t.id, t.year`,
            [userId],
          );
          const genres = await selectRows<Genre>(em, "select id, name from genre");
          return { films, genres: new Map(genres.map((genre) => [genre.id, genre])) };
        }),
      nextShow: (tconst, now) =>
        statement(orm, async (em) => {
          const rows = await selectRows<NextShow>(
            em,
            `select ${epochMs("s.time")} as time, c.name as channel
             from show s join title t on t.id = s.title_id
             join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id
             where t.imdb = ? and s.time >= ${AT} order by s.time, c.name limit 1`,
            [tconst, now],
          );
          return Option.fromNullishOr(rows[0]);
        }),
    });
  }),
);
