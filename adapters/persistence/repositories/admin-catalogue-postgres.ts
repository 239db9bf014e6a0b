import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { titleMatchKey } from "../../../domain/title-match.ts";
import { Effect, Layer, Option, Schema } from "effect";
import { sql, type RawBuilder } from "kysely";
import { AdminCatalogue, type AdminTitleQuery } from "../../../application/admin/admin-catalogue.ts";
import { AdminTargetNotFound, TconstTaken } from "../../../application/admin/admin-failures.ts";
import type { TitleEdit } from "../../../application/admin/title-edit.ts";
import { AdminFilm, auditedFields } from "../../../domain/admin/admin-film.ts";
import { AdminReview } from "../../../domain/admin/admin-review.ts";
import { Database } from "../database-service.ts";
import { mergeSeriesInto } from "../merge-series-sql.ts";
import { recordAudit } from "./admin-audit-sql.ts";
import { adminFilmJson, adminReviewJson } from "./admin-film-json.ts";
import { at, IdRow, isUniqueViolation, selectBound, selectDecoded, statement, transaction, writeBound } from "./sql-statement.ts";

const likePattern = (keyword: string): string => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

const decodeFilms = Schema.decodeUnknownSync(Schema.Array(Schema.Struct({ film: AdminFilm })));
const decodeReviews = Schema.decodeUnknownSync(Schema.Array(Schema.Struct({ review: AdminReview })));
const StreamingShowRow = Schema.Struct({ titleId: Schema.Int, service: Schema.Int, link: Schema.NullOr(Schema.String), imdb: Schema.String });
const VerifiedRow = Schema.Struct({ verified: Schema.Boolean });

const listFilter = (query: AdminTitleQuery): { readonly where: RawBuilder<boolean>; readonly order: RawBuilder<unknown> } => {
  switch (query.list) {
    case "recent":
      return { where: sql`true`, order: sql`t.created_at desc, t.id desc` };
    case "unverified":
      return { where: sql`not t.verified`, order: sql`t.created_at desc, t.id desc` };
    case "reported":
      return {
        where: sql`t.incorrect <> '{}'`,
        order: sql`(select max(r.created_at) from film_report r where r.title_id = t.id) desc nulls last, t.id desc`,
      };
    case "today":
      return {
        where: sql`exists (select 1 from show s where s.title_id = t.id and s.streaming_service_id is null and s.time >= ${at(query.today.start)} and s.time < ${at(query.today.end)})`,
        order: sql`t.n_daily desc, t.id`,
      };
    case "daily":
      return { where: sql`t.n_daily > 0`, order: sql`t.n_daily desc, t.id` };
    case "weekly":
      return { where: sql`t.n_weekly > 0`, order: sql`t.n_weekly desc, t.id` };
    case "keyword":
      return {
        where: sql`(search_key(t.title) like '%' || search_key(${likePattern(query.keyword)}::text) || '%' or t.imdb = ${query.keyword})`,
        order: sql`(search_key(t.title) = search_key(${query.keyword}::text)) desc, t.n_weekly desc, t.id`,
      };
  }
};

const loadFilm = async (em: SqlEntityManager, id: number): Promise<AdminFilm> => {
  const [row] = decodeFilms(await selectBound(em, sql`select ${adminFilmJson("t")} as film from title t where t.id = ${id}`));
  if (row === undefined) throw new Error(`title ${id} vanished`);
  return row.film;
};

const RESET_ALL = sql`youtube = null, rotten_url = null, rt_slug = null, rotten_status = 'UN', tmdb_kind = null, tmdb_id = null, full_data = false, verified = false`;

// a series made from a schedule (site key) given the IMDb id of another series merges into it
const seriesToMergeInto = async (em: SqlEntityManager, id: number, tconst: string): Promise<number | undefined> => {
  const [holder] = await selectDecoded(
    em,
    IdRow,
    sql`select o.id from title o join title t on t.id = ${id} where o.imdb = ${tconst} and o.id <> t.id and o.kind = 'series' and t.kind = 'series' and t.imdb not like 'tt%'`,
  );
  return holder?.id;
};

const applyEdit = async (em: SqlEntityManager, id: number, edit: TitleEdit, when: number): Promise<void> => {
  const set = (assignments: RawBuilder<unknown>) => writeBound(em, sql`update title set ${assignments}, updated_at = now() where id = ${id}`);
  switch (edit.field) {
    case "title":
      await set(sql`title = ${edit.title}, match_key = ${titleMatchKey(edit.title)}`);
      return;
    case "imdb": {
      const [taken] = await selectDecoded(em, IdRow, sql`select id from title where imdb = ${edit.tconst} and id <> ${id}`);
      if (taken !== undefined) throw new TconstTaken({ message: `Another title already has the IMDb id ${edit.tconst}.` });
      await writeBound(em, sql`update title set imdb = ${edit.tconst}, updated_at = now() where id = ${id} and imdb <> ${edit.tconst}`);
      return;
    }
    case "youtube":
      await set(sql`youtube = ${edit.youtube}`);
      return;
    case "rotten":
      await set(sql`rotten_url = ${edit.url}, rt_slug = ${edit.rtSlug}`);
      return;
    case "rottenStatus":
      await set(sql`rotten_status = ${edit.status}`);
      return;
    case "verified":
      await set(sql`verified = ${edit.verified}`);
      return;
    case "incorrect":
      if (edit.incorrect) {
        await set(sql`incorrect = case when ${edit.code} = any(incorrect) then incorrect else array_append(incorrect, ${edit.code}) end`);
      } else {
        await set(sql`incorrect = array_remove(incorrect, ${edit.code})`);
        await writeBound(em, sql`update film_report set resolved_at = ${at(when)} where title_id = ${id} and code = ${edit.code} and resolved_at is null`);
      }
      return;
    case "resetAll":
      await set(RESET_ALL);
      return;
  }
};

export const AdminCataloguePostgres = Layer.effect(
  AdminCatalogue,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return AdminCatalogue.of({
      listTitles: (query) =>
        statement(orm, async (em) => {
          const filter = listFilter(query);
          const rows = decodeFilms(
            await selectBound(
              em,
              sql`select ${adminFilmJson("t")} as film from title t where t.kind = ${query.kind} and ${filter.where}
                  order by ${query.random ? sql`random()` : filter.order} limit ${query.count} offset ${query.offset}`,
            ),
          );
          return rows.map((row) => row.film);
        }),
      findTitle: (kind, tconst) =>
        statement(orm, async (em) =>
          decodeFilms(await selectBound(em, sql`select ${adminFilmJson("t")} as film from title t where t.kind = ${kind} and t.imdb = ${tconst}`)),
        ).pipe(Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.film))),
      editTitle: (kind, tconst, edit, stamp) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em) => {
              const [row] = await selectDecoded(
                em,
                IdRow,
                sql`select id from title where kind = ${kind} and (imdb = ${tconst} or id = (select title_id from title_former_key where imdb = ${tconst}))
                    order by imdb = ${tconst} desc limit 1 for update`,
              );
              if (row === undefined) return Option.none<AdminFilm>();
              const before = await loadFilm(em, row.id);
              const into = edit.field === "imdb" ? await seriesToMergeInto(em, row.id, edit.tconst) : undefined;
              if (into !== undefined) await Effect.runPromise(mergeSeriesInto(em, row.id, into));
              else await applyEdit(em, row.id, edit, stamp.at);
              const after = await loadFilm(em, into ?? row.id);
              await recordAudit(em, stamp, auditedFields(before), auditedFields(after));
              return Option.some(after);
            }),
          catch: (error) => error,
        }).pipe(
          Effect.catch((error) =>
            error instanceof TconstTaken
              ? Effect.fail(error)
              : isUniqueViolation(error)
                ? Effect.fail(new TconstTaken({ message: "Another title already has this IMDb id." }))
                : Effect.die(error),
          ),
        ),
      moveStreaming: (streamingId, tconst, stamp) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em) => {
              const [show] = await selectDecoded(
                em,
                StreamingShowRow,
                sql`select s.title_id as "titleId", s.streaming_service_id as service, s.link, t.imdb
                    from show s join title t on t.id = s.title_id
                    where s.id = ${streamingId} and s.streaming_service_id is not null for update of s`,
              );
              if (show === undefined) throw new AdminTargetNotFound({ message: `No streaming availability has the id ${streamingId}.` });
              const [target] = await selectDecoded(em, IdRow, sql`select id from title where imdb = ${tconst}`);
              if (target === undefined) throw new AdminTargetNotFound({ message: `No film or series has the IMDb id ${tconst}.` });
              if (target.id !== show.titleId) {
                await writeBound(
                  em,
                  sql`update show set title_id = ${target.id} where title_id = ${show.titleId} and streaming_service_id = ${show.service}
                      and link is not distinct from ${show.link}::text`,
                );
                await recordAudit(em, stamp, { imdb: show.imdb, service: show.service }, { imdb: tconst, service: show.service });
              }
              return loadFilm(em, show.titleId);
            }),
          catch: (error) => error,
        }).pipe(Effect.catch((error) => (error instanceof AdminTargetNotFound ? Effect.fail(error) : Effect.die(error)))),
      listReviews: (count, offset) =>
        statement(orm, async (em) =>
          decodeReviews(
            await selectBound(
              em,
              sql`select ${adminReviewJson("r", "t")} as review from review r join title t on t.id = r.title_id
                  order by r.verified, r.created_at desc, r.id desc limit ${count} offset ${offset}`,
            ),
          ),
        ).pipe(Effect.map((rows) => rows.map((row) => row.review))),
      setReviewVerified: (id, verified, stamp) =>
        transaction(orm, async (em) => {
          const [row] = await selectDecoded(em, VerifiedRow, sql`select verified from review where id = ${id} for update`);
          if (row === undefined) return Option.none<AdminReview>();
          await writeBound(em, sql`update review set verified = ${verified} where id = ${id}`);
          await recordAudit(em, stamp, { verified: row.verified }, { verified });
          const [after] = decodeReviews(
            await selectBound(em, sql`select ${adminReviewJson("r", "t")} as review from review r join title t on t.id = r.title_id where r.id = ${id}`),
          );
          return Option.fromNullishOr(after?.review);
        }),
    });
  }),
);
