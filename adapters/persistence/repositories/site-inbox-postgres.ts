import { Effect, Layer } from "effect";
import { sql } from "kysely";
import { SiteInbox } from "../../../application/site/site-inbox.ts";
import { Database } from "../database-service.ts";
import { at, IdRow, selectDecoded, statement, writeBound } from "./sql-statement.ts";

export const SiteInboxPostgres = Layer.effect(
  SiteInbox,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return SiteInbox.of({
      saveFeedback: (entry, now) =>
        statement(orm, (em) =>
          writeBound(
            em,
            sql`insert into feedback (text, category, email, created_at) values (${entry.feedback}, ${entry.category}, ${entry.email}, ${at(now)})`,
          ),
        ).pipe(Effect.asVoid),
      recordClientError: (entry, now) =>
        statement(orm, (em) =>
          writeBound(
            em,
            sql`insert into client_error (url, method, message, user_agent, created_at)
                values (${entry.url}, ${entry.method}, ${entry.message}, ${entry.userAgent}, ${at(now)})`,
          ),
        ).pipe(Effect.asVoid),
      reportTitleError: (slug, code, now) =>
        statement(orm, (em) =>
          selectDecoded(
            em,
            IdRow,
            sql`with reported as (update title set incorrect = case when ${code} = any(incorrect) then incorrect else array_append(incorrect, ${code}) end
                where slug = ${slug} returning id)
              insert into film_report (title_id, code, created_at) select id, ${code}, ${at(now)} from reported returning id`,
          ),
        ).pipe(Effect.map((rows) => rows.length > 0)),
      countAdvertView: (advertId) =>
        statement(orm, (em) => writeBound(em, sql`update advert set n_views = n_views + 1 where id = ${advertId} and active`)).pipe(
          Effect.map((updated) => updated > 0),
        ),
    });
  }),
);
