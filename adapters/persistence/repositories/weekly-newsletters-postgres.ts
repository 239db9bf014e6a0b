import { Effect, Layer, Schema } from "effect";
import { NewsletterRecipient, PremiereShow, WeeklyNewsletters } from "../../../application/newsletter/weekly-newsletters.ts";
import { Database } from "../database-service.ts";
import { sql } from "kysely";
import { boundArray } from "../bound-rows.ts";
import { enqueueMailsSql } from "./enqueue-mails-sql.ts";
import { TITLE_FEATURES } from "./recommendation-source-postgres.ts";
import { at, epochMsOf, selectDecoded, statement, transaction, writeBound } from "./sql-statement.ts";

const UserIdRow = Schema.Struct({ userId: Schema.Int });

const recipients = (week: string, afterUserId: number, limit: number) => sql`
  select u.id as "userId", u.email,
    coalesce((select array_agg(clc.channel_id order by clc.channel_id) from channel_list cl
              join channel_list_channel clc on clc.channel_list_id = cl.id where cl.user_id = u.id and cl.is_default), '{}') as channels,
    coalesce((select json_agg(taste) from (
                select t.imdb as tconst, t.year, ut.stars as rating, ${TITLE_FEATURES}
                from user_title ut join title t on t.id = ut.title_id where ut.user_id = u.id and ut.watched) taste), '[]') as taste,
    coalesce((select array_agg(t.imdb order by t.imdb) from user_title ut join title t on t.id = ut.title_id
              where ut.user_id = u.id and (ut.watched or ut.not_interested)), '{}') as excluded
  from app_user u
  where u.receive_newsletter and u.terminated_at is null and u.id > ${afterUserId}
    and not exists (select 1 from newsletter_delivery d where d.user_id = u.id and d.week = ${week})
  order by u.id limit ${limit}`;

const premieres = (systemId: number, from: number, to: number) => sql`
  select t.imdb as tconst, t.title, t.year, t.slug, t.kind, ${epochMsOf("s.time")} as time, c.id as "channelId", c.name as "channelName"
  from show s join title t on t.id = s.title_id
  join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id
  where ${systemId}::int = any(s.premiere_system_ids) and s.streaming_service_id is null and s.time >= ${at(from)} and s.time < ${at(to)}
  order by s.time, t.title, c.name`;

export const WeeklyNewslettersPostgres = Layer.effect(
  WeeklyNewsletters,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return WeeklyNewsletters.of({
      recipients: (week, afterUserId, limit) => statement(orm, (em) => selectDecoded(em, NewsletterRecipient, recipients(week, afterUserId, limit))),
      premieres: (systemId, from, to) => statement(orm, (em) => selectDecoded(em, PremiereShow, premieres(systemId, from, to))),
      deliver: (week, mails) =>
        mails.length === 0
          ? Effect.succeed(0)
          : transaction(orm, async (em) => {
              // The week's row is the claim: a concurrent or repeated run finds it taken and queues nothing.
              const claimed = new Set(
                (
                  await selectDecoded(
                    em,
                    UserIdRow,
                    sql`insert into newsletter_delivery (user_id, week) select id, ${week}::text from unnest(${boundArray(
                      "int",
                      mails.map((item) => item.userId),
                    )}) as u(id)
                     where exists (select 1 from app_user where app_user.id = u.id)
                     on conflict (user_id, week) do nothing returning user_id as "userId"`,
                  )
                ).map((row) => row.userId),
              );
              await enqueueMailsSql(
                em,
                mails.filter((item) => claimed.has(item.userId)).map((item) => item.mail),
              );
              return claimed.size;
            }),
      forgetWeeksBefore: (week) => statement(orm, (em) => writeBound(em, sql`delete from newsletter_delivery where week < ${week}`)).pipe(Effect.asVoid),
    });
  }),
);
