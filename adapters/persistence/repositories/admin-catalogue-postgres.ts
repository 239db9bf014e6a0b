import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { titleMatchKey } from "../../../domain/title-match.ts";
import { Effect, Layer, Option } from "effect";
import { AdminCatalogue, type AdminTitleQuery } from "../../../application/admin/admin-catalogue.ts";
import { AdminTargetNotFound, TconstTaken } from "../../../application/admin/admin-failures.ts";
import type { TitleEdit } from "../../../application/admin/title-edit.ts";
import { auditedFields, type AdminFilm } from "../../../domain/admin/admin-film.ts";
import type { AdminReview } from "../../../domain/admin/admin-review.ts";
import { Database } from "../database-service.ts";
import { mergeSeriesInto } from "../merge-series-sql.ts";
import { recordAudit } from "./admin-audit-sql.ts";
import { adminFilmJson, adminReviewJson } from "./admin-film-json.ts";
import { AT, isUniqueViolation, selectRows, statement, transaction, writeRows } from "./sql-statement.ts";

type Params = Array<string | number | boolean | null>;

const likePattern = (keyword: string): string => keyword.replace(/[\\%_]/g, (c) => `\\${c}`);

const listFilter = (query: AdminTitleQuery): { readonly where: string; readonly order: string; readonly params: Params } => {
  switch (query.list) {
    case "recent":
      return { where: "true", order: "t.created_at desc, t.id desc", params: [] };
    case "unverified":
      return { where: "not t.verified", order: "t.created_at desc, t.id desc", params: [] };
    case "reported":
      return {
        where: "t.incorrect <> '{}'",
        order: "(select max(r.created_at) from film_report r where r.title_id = t.id) desc nulls last, t.id desc",
        params: [],
      };
    case "today":
      return {
        where: `exists (select 1 from show s where s.title_id = t.id and s.streaming_service_id is null ` + `and s.time >= ${AT} and s.time < ${AT})`,
        order: "t.n_daily desc, t.id",
        params: [query.today.start, query.today.end],
      };
    case "daily":
      return { where: "t.n_daily > 0", order: "t.n_daily desc, t.id", params: [] };
    case "weekly":
      return { where: "t.n_weekly > 0", order: "t.n_weekly desc, t.id", params: [] };
    case "keyword":
      return {
        where: `(search_key(t.title) like '%' || search_key(?) || '%' or t.imdb = ?)`,
        order: "(search_key(t.title) = search_key(?)) desc, t.n_weekly desc, t.id",
        params: [likePattern(query.keyword), query.keyword, query.keyword],
      };
  }
};

const loadFilm = async (em: SqlEntityManager, id: number): Promise<AdminFilm> => {
  const [row] = await selectRows<{ film: AdminFilm }>(em, `select ${adminFilmJson("t")} as film from title t where t.id = ?`, [id]);
  if (row === undefined) throw new Error(`title ${id} vanished`);
  return row.film;
};

const RESET_ALL =
  "youtube = null, rotten_url = null, rt_slug = null, rotten_status = 'UN', tmdb_kind = null, tmdb_id = null, full_data = false, verified = false";

// a series made from a schedule (site key) given the IMDb id of another series merges into it
const seriesToMergeInto = async (em: SqlEntityManager, id: number, tconst: string): Promise<number | undefined> => {
  const [holder] = await selectRows<{ id: number }>(
    em,
    "select o.id from title o join title t on t.id = ? where o.imdb = ? and o.id <> t.id and o.kind = 'series' and t.kind = 'series' and t.imdb not like 'tt%'",
    [id, tconst],
  );
  return holder?.id;
};

const applyEdit = async (em: SqlEntityManager, id: number, edit: TitleEdit, at: number): Promise<void> => {
  const set = (assignments: string, params: Params) => writeRows(em, `update title set ${assignments}, updated_at = now() where id = ?`, [...params, id]);
  switch (edit.field) {
    case "title":
      await set("title = ?, match_key = ?", [edit.title, titleMatchKey(edit.title)]);
      return;
    case "imdb": {
      const [taken] = await selectRows<{ id: number }>(em, "select id from title where imdb = ? and id <> ?", [edit.tconst, id]);
      if (taken !== undefined) throw new TconstTaken({ message: `Another title already has the IMDb id ${edit.tconst}.` });
      await writeRows(em, "update title set imdb = ?, updated_at = now() where id = ? and imdb <> ?", [edit.tconst, id, edit.tconst]);
      return;
    }
    case "youtube":
      await set("youtube = ?", [edit.youtube]);
      return;
    case "rotten":
      await set("rotten_url = ?, rt_slug = ?", [edit.url, edit.rtSlug]);
      return;
    case "rottenStatus":
      await set("rotten_status = ?", [edit.status]);
      return;
    case "verified":
      await set("verified = ?", [edit.verified]);
      return;
    case "incorrect":
      if (edit.incorrect) {
        await set("incorrect = case when ? = any(incorrect) then incorrect else array_append(incorrect, ?) end", [edit.code, edit.code]);
      } else {
        await set("incorrect = array_remove(incorrect, ?)", [edit.code]);
        await writeRows(em, `update film_report set resolved_at = ${AT} where title_id = ? and code = ? and resolved_at is null`, [at, id, edit.code]);
      }
      return;
    case "resetAll":
      await set(RESET_ALL, []);
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
          const rows = await selectRows<{ film: AdminFilm }>(
            em,
            `select ${adminFilmJson("t")} as film from title t where t.kind = ? and ${filter.where} ` +
              `order by ${query.random ? "random()" : filter.order} limit ? offset ?`,
            [query.kind, ...filter.params, query.count, query.offset],
          );
          return rows.map((row) => row.film);
        }),
      findTitle: (kind, tconst) =>
        statement(orm, (em) =>
          selectRows<{ film: AdminFilm }>(em, `select ${adminFilmJson("t")} as film from title t where t.kind = ? and t.imdb = ?`, [kind, tconst]),
        ).pipe(Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), (row) => row.film))),
      editTitle: (kind, tconst, edit, stamp) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em) => {
              const [row] = await selectRows<{ id: number }>(
                em,
                "select id from title where kind = ? and (imdb = ? or id = (select title_id from title_former_key where imdb = ?)) order by imdb = ? desc limit 1 for update",
                [kind, tconst, tconst, tconst],
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
              const [show] = await selectRows<{ titleId: number; service: number; link: string | null; imdb: string }>(
                em,
                `select s.title_id as "titleId", s.streaming_service_id as service, s.link, t.imdb from show s join title t on t.id = s.title_id ` +
                  `where s.id = ? and s.streaming_service_id is not null for update of s`,
                [streamingId],
              );
              if (show === undefined) throw new AdminTargetNotFound({ message: `No streaming availability has the id ${streamingId}.` });
              const [target] = await selectRows<{ id: number }>(em, "select id from title where imdb = ?", [tconst]);
              if (target === undefined) throw new AdminTargetNotFound({ message: `No film or series has the IMDb id ${tconst}.` });
              if (target.id !== show.titleId) {
                await writeRows(em, "update show set title_id = ? where title_id = ? and streaming_service_id = ? and link is not distinct from ?", [
                  target.id,
                  show.titleId,
                  show.service,
                  show.link,
                ]);
                await recordAudit(em, stamp, { imdb: show.imdb, service: show.service }, { imdb: tconst, service: show.service });
              }
              return loadFilm(em, show.titleId);
            }),
          catch: (error) => error,
        }).pipe(Effect.catch((error) => (error instanceof AdminTargetNotFound ? Effect.fail(error) : Effect.die(error)))),
      listReviews: (count, offset) =>
        statement(orm, (em) =>
          selectRows<{ review: AdminReview }>(
            em,
            `select ${adminReviewJson("r", "t")} as review from review r join title t on t.id = r.title_id ` +
              `order by r.verified, r.created_at desc, r.id desc limit ? offset ?`,
            [count, offset],
          ),
        ).pipe(Effect.map((rows) => rows.map((row) => row.review))),
      setReviewVerified: (id, verified, stamp) =>
        transaction(orm, async (em) => {
          const [row] = await selectRows<{ verified: boolean }>(em, "select verified from review where id = ? for update", [id]);
          if (row === undefined) return Option.none<AdminReview>();
          await writeRows(em, "update review set verified = ? where id = ?", [verified, id]);
          await recordAudit(em, stamp, { verified: row.verified }, { verified });
          const [after] = await selectRows<{ review: AdminReview }>(
            em,
            `select ${adminReviewJson("r", "t")} as review from review r join title t on t.id = r.title_id where r.id = ?`,
            [id],
          );
          return Option.fromNullishOr(after?.review);
        }),
    });
  }),
);
