import { createHash } from "node:crypto";
import { Effect, Layer, Schema } from "effect";
import { FilmAlerts, type AlertedTitle, type AlertDelivery, type AlertShowing, type UserAlerts } from "../../../application/alerts/film-alerts.ts";
import { TitleRefFields } from "../../../domain/list-item.ts";
import { Database } from "../database-service.ts";
import { enqueueMailsSql } from "./enqueue-mails-sql.ts";
import { sql } from "kysely";
import { boundArray, unnestRows } from "../bound-rows.ts";
import { at, epochMsOf, selectDecoded, transaction, writeBound } from "./sql-statement.ts";

// Showings are numbered in commit order only if one run at a time brings them in step with the schedule.
const ALERT_SHOWINGS_LOCK = 7_391_205_210;

const LIVE_SHOW = sql`s.streaming_service_id is null and exists (select 1 from show_channel sc where sc.show_id = s.id)`;

// Broadcasts that ended or left the schedule, and streaming offers that were withdrawn, stop being showings.
const forgetEndedShowings = (now: number) => sql`
  delete from alert_showing a where
    case when a.streaming_service_id is null
      then a.time <= ${at(now)} or not exists (select 1 from show s where s.title_id = a.title_id and s.time = a.time and ${LIVE_SHOW})
      else not exists (select 1 from show s join streaming_service ss on ss.id = s.streaming_service_id
                       where s.title_id = a.title_id and s.streaming_service_id = a.streaming_service_id and ss.available)
    end`;

const addNewShowings = (now: number) => sql`
  insert into alert_showing (title_id, occasion, time, channel_names, streaming_service_id, link)
  select title_id, occasion, time, channel_names, streaming_service_id, link from (
    (select s.title_id, 'tv:' || (${epochMsOf("s.time")})::bigint as occasion, s.time,
            string_agg(distinct c.name, ', ' order by c.name) as channel_names, null::int as streaming_service_id, null::text as link
     from show s join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id
     where s.time > ${at(now)} and s.streaming_service_id is null
     group by s.title_id, s.time)
    union all
    (select distinct on (s.title_id, s.streaming_service_id)
            s.title_id, 'on:' || s.streaming_service_id, s.time, null, s.streaming_service_id, s.link
     from show s join streaming_service ss on ss.id = s.streaming_service_id
     where ss.available and s.time <= ${at(now)}
     order by s.title_id, s.streaming_service_id, s.time desc, s.id desc)
  ) fresh
  order by title_id, time, occasion
  on conflict (title_id, occasion) do nothing`;

const MatchesRow = Schema.Struct({ users: Schema.Int, titles: Schema.Int });

const QUEUE_MATCHES = sql`
  with newest as (select title_id, max(id) as id from alert_showing group by title_id),
  matches as (
    select ut.user_id, count(*)::int as titles
    from user_title ut
    join newest n on n.title_id = ut.title_id
    join app_user u on u.id = ut.user_id
    where ut.alert and n.id > coalesce(ut.alerted_through, 0) and u.receive_film_alerts and u.terminated_at is null
    group by ut.user_id
  ),
  queued as (
    insert into film_alert_queue (user_id, titles) select user_id, titles from matches order by user_id
    on conflict (user_id) do nothing returning 1
  )
  select count(*)::int as users, coalesce(sum(titles), 0)::int as titles, (select count(*)::int from queued) as queued from matches`;

const ClaimedUserRow = Schema.Struct({ userId: Schema.Int });

const AlertRow = Schema.Struct({
  userId: Schema.Int,
  email: Schema.String,
  titleId: Schema.Int,
  flagChangedAt: Schema.Number,
  told: Schema.Int,
});
type AlertRow = typeof AlertRow.Type;

const ShowingRow = Schema.Struct({
  id: Schema.Int,
  titleId: Schema.Int,
  ...TitleRefFields,
  time: Schema.Number,
  channelNames: Schema.NullOr(Schema.String),
  service: Schema.NullOr(Schema.String),
  link: Schema.NullOr(Schema.String),
});
type ShowingRow = typeof ShowingRow.Type;

const upcoming = (now: number) => sql`(a.streaming_service_id is not null or a.time > ${at(now)})`;

// Each claimed user's alerted titles with something untold; the showings themselves come once per title, not per user.
const untoldAlerts = (userIds: ReadonlyArray<number>, now: number) => sql`
  select ut.user_id as "userId", u.email, ut.title_id as "titleId", ${epochMsOf("ut.updated_at")} as "flagChangedAt",
         coalesce(ut.alerted_through, 0) as told
  from user_title ut join app_user u on u.id = ut.user_id
  where ut.user_id = any(${boundArray("int", userIds)}) and ut.alert and u.receive_film_alerts and u.terminated_at is null
    and exists (select 1 from alert_showing a where a.title_id = ut.title_id and a.id > coalesce(ut.alerted_through, 0) and ${upcoming(now)})
  order by ut.user_id`;

const showingsOf = (titleIds: ReadonlyArray<number>, now: number) => sql`
  select a.id, a.title_id as "titleId", t.imdb as tconst, t.title, t.year, t.slug, t.kind,
         ${epochMsOf("a.time")} as time, a.channel_names as "channelNames", ss.name_display as service, a.link
  from alert_showing a join title t on t.id = a.title_id left join streaming_service ss on ss.id = a.streaming_service_id
  where a.title_id = any(${boundArray("int", titleIds)}) and ${upcoming(now)}
  order by t.title, t.id, (a.streaming_service_id is not null), case when a.streaming_service_id is null then a.time end, ss.name_display, a.id`;

interface Told {
  readonly userId: number;
  readonly titleId: number;
  readonly through: number;
}

interface TitleShowings {
  readonly rank: number;
  readonly title: Omit<AlertedTitle, "showings">;
  readonly showings: Array<AlertShowing & { readonly id: number }>;
}

const byTitle = (rows: ReadonlyArray<ShowingRow>): ReadonlyMap<number, TitleShowings> => {
  const titles = new Map<number, TitleShowings>();
  for (const row of rows) {
    let entry = titles.get(row.titleId);
    if (entry === undefined) {
      entry = { rank: titles.size, title: { tconst: row.tconst, title: row.title, year: row.year, slug: row.slug, kind: row.kind }, showings: [] };
      titles.set(row.titleId, entry);
    }
    entry.showings.push({
      id: row.id,
      time: row.time,
      channels: row.channelNames === null ? [] : row.channelNames.split(", "),
      service: row.service,
      link: row.link,
    });
  }
  return titles;
};

const groupByUser = (
  rows: ReadonlyArray<AlertRow>,
  titles: ReadonlyMap<number, TitleShowings>,
): { readonly alerts: Array<UserAlerts>; readonly told: Array<Told> } => {
  const alerts: Array<UserAlerts> = [];
  const told: Array<Told> = [];
  let index = 0;
  while (index < rows.length) {
    const first = rows[index] as AlertRow;
    const mine: Array<{ readonly row: AlertRow; readonly entry: TitleShowings }> = [];
    for (; index < rows.length && (rows[index] as AlertRow).userId === first.userId; index++) {
      const row = rows[index] as AlertRow;
      const entry = titles.get(row.titleId);
      if (entry !== undefined) mine.push({ row, entry });
    }
    mine.sort((a, b) => a.entry.rank - b.entry.rank);
    const fingerprint = createHash("sha256").update(String(first.userId));
    const listed: Array<AlertedTitle> = [];
    for (const { row, entry } of mine) {
      const untold = entry.showings.filter((showing) => showing.id > row.told);
      if (untold.length === 0) continue;
      const through = Math.max(...untold.map((showing) => showing.id));
      fingerprint.update(`|${row.titleId}@${row.flagChangedAt}:${untold.map((showing) => showing.id).join(",")}`);
      listed.push({ ...entry.title, showings: untold.map(({ id: _id, ...showing }) => showing) });
      told.push({ userId: first.userId, titleId: row.titleId, through });
    }
    if (listed.length > 0)
      alerts.push({ userId: first.userId, email: first.email, titles: listed, key: `${first.userId}:${fingerprint.digest("base64url").slice(0, 22)}` });
  }
  return { alerts, told };
};

export const FilmAlertsPostgres = Layer.effect(
  FilmAlerts,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return FilmAlerts.of({
      findMatches: (now) =>
        transaction(orm, async (em) => {
          await writeBound(em, sql`select pg_advisory_xact_lock(${ALERT_SHOWINGS_LOCK}::bigint)`);
          await writeBound(em, forgetEndedShowings(now));
          await writeBound(em, addNewShowings(now));
          const [summary] = await selectDecoded(em, MatchesRow, QUEUE_MATCHES);
          return { users: summary?.users ?? 0, titles: summary?.titles ?? 0 };
        }),
      deliverBatch: (now, limit, deliver) =>
        transaction(orm, async (em) => {
          // SKIP LOCKED: concurrent runs take different users, and a user is never split between two runs.
          const claimed = (
            await selectDecoded(
              em,
              ClaimedUserRow,
              sql`select user_id as "userId" from film_alert_queue order by user_id limit ${limit} for update skip locked`,
            )
          ).map((row) => row.userId);
          if (claimed.length === 0) return { claimed: 0, mails: 0 };
          const rows = await selectDecoded(em, AlertRow, untoldAlerts(claimed, now));
          const titleIds = [...new Set(rows.map((row) => row.titleId))];
          const showings = titleIds.length === 0 ? [] : await selectDecoded(em, ShowingRow, showingsOf(titleIds, now));
          const { alerts, told } = groupByUser(rows, byTitle(showings));
          const deliveries = alerts.map((user): readonly [number, AlertDelivery] => [user.userId, deliver(user)]);
          if (deliveries.length > 0) {
            await enqueueMailsSql(
              em,
              deliveries.map(([, delivery]) => delivery.mail),
            );
            const messages = deliveries.flatMap(([userId, delivery]) => delivery.messages.map((message) => ({ userId, message })));
            if (messages.length > 0) {
              await writeBound(
                em,
                sql`insert into message (user_id, created_at, text, kind, slug)
                 select user_id, to_timestamp(at / 1000), text, kind, slug from ${unnestRows("n", messages, [
                   ["user_id", "int", (row) => row.userId],
                   ["at", "float8", (row) => row.message.createdAt],
                   ["text", "text", (row) => row.message.text],
                   ["kind", "text", (row) => row.message.kind],
                   ["slug", "text", (row) => row.message.slug],
                 ])}`,
              );
            }
            await writeBound(
              em,
              sql`update user_title ut set alerted_through = greatest(coalesce(ut.alerted_through, 0), v.through)
               from ${unnestRows("v", told, [
                 ["user_id", "int", (row) => row.userId],
                 ["title_id", "int", (row) => row.titleId],
                 ["through", "int", (row) => row.through],
               ])}
               where ut.user_id = v.user_id and ut.title_id = v.title_id`,
            );
          }
          await writeBound(em, sql`delete from film_alert_queue where user_id = any(${boundArray("int", claimed)})`);
          return { claimed: claimed.length, mails: deliveries.length };
        }),
    });
  }),
);
