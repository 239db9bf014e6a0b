import { Effect, Layer } from "effect";
import { SiteInbox } from "../../../application/site/site-inbox.ts";
import { Database } from "../database-service.ts";
import { sqlRead } from "./sql-read.ts";
import { AT } from "./sql-statement.ts";

export const SiteInboxPostgres = Layer.effect(
  SiteInbox,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const read = sqlRead(orm);
    return SiteInbox.of({
      saveFeedback: (entry, now) =>
        Effect.asVoid(
          read(`insert into feedback (text, category, email, created_at) values (?, ?, ?, ${AT})`, [entry.feedback, entry.category, entry.email, now]),
        ),
      recordClientError: (entry, now) =>
        Effect.asVoid(
          read(`insert into client_error (url, method, message, user_agent, created_at) values (?, ?, ?, ?, ${AT})`, [
            entry.url,
            entry.method,
            entry.message,
            entry.userAgent,
            now,
          ]),
        ),
      reportTitleError: (slug, code, now) =>
        Effect.map(
          read<{ id: number }>(
            `with reported as (update title set incorrect = case when ? = any(incorrect) then incorrect else array_append(incorrect, ?) end ` +
              `where slug = ? returning id) insert into film_report (title_id, code, created_at) select id, ?, ${AT} from reported returning id`,
            [code, code, slug, code, now],
          ),
          (rows) => rows.length > 0,
        ),
      countAdvertView: (advertId) =>
        Effect.map(read<{ id: number }>("update advert set n_views = n_views + 1 where id = ? and active returning id", [advertId]), (rows) => rows.length > 0),
    });
  }),
);
