import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { titleMatchKey } from "../../domain/title-match.ts";
import { Effect, Layer } from "effect";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";
import {
  StreamingCatalogueStore,
  type StreamingAvailability,
  type StreamingCatalogueSession,
  type StreamingCatalogueStoreShape,
} from "../../application/imports/streaming-catalogue-store.ts";
import { allocateSlugs } from "./allocate-slugs.ts";
import { adoptCatalogueFacts } from "./catalogue-links-sql.ts";
import type { CatalogueTables } from "./catalogue-tables.ts";
import type { Database as Orm } from "./database.ts";
import { Database } from "./database-service.ts";
import { inTransaction } from "./in-transaction.ts";
import { TITLE_IDENTITY_COLUMNS, titleIdentityOf } from "./title-identity-row.ts";

const STREAMING_IMPORT_LOCK = 7_391_205_207;
/** Shows written by a catalogue import; offers from the film-data services carry `TMDB_OFFER_SOURCE`. */
export const STREAMING_IMPORT_SOURCE = "streaming-import";
export const TMDB_OFFER_SOURCE = "tmdb";
const SITE_KEY_PREFIX = "tf-";
const INSERT_CHUNK = 1000;

const chunks = <A>(items: ReadonlyArray<A>): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(items.length / INSERT_CHUNK) }, (_, i) => items.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK));

const offerKey = (row: { serviceId: number; titleId: number; from: number; link: string | null; availability: string | null }): string =>
  JSON.stringify([row.serviceId, row.titleId, row.from, row.link, row.availability]);

const sessionFor = (em: SqlEntityManager): StreamingCatalogueSession => {
  const db = em.getKysely<CatalogueTables>();
  return {
    listServices: Effect.promise(() =>
      db.selectFrom("streaming_service").select(["id", "name", "name_display as nameDisplay", "slug"]).orderBy("id").execute(),
    ),
    listTitleIdentities: Effect.map(
      Effect.promise(() => db.selectFrom("title").select(TITLE_IDENTITY_COLUMNS).execute()),
      (rows) => rows.map(titleIdentityOf),
    ),
    adoptCatalogueFacts: (titleIds) => adoptCatalogueFacts(em, titleIds),

    createFilms: (films) =>
      Effect.gen(function* () {
        if (films.length === 0) return [];
        const slugs = yield* allocateSlugs(
          em,
          "title",
          films.map((film) => film.baseSlug),
        );
        const created: Array<TitleIdentity> = [];
        for (const batch of chunks(films.map((film, i) => ({ film, slug: slugs[i] ?? film.baseSlug })))) {
          const rows = yield* Effect.promise(() =>
            db
              .insertInto("title")
              .values(
                batch.map(({ film, slug }) => ({
                  kind: "film" as const,
                  imdb: film.imdb ?? `${SITE_KEY_PREFIX}${slug}`,
                  slug,
                  title: film.title,
                  match_key: titleMatchKey(film.title),
                  year: film.year,
                  length: film.length,
                  synopsis: film.synopsis,
                  synopsis_short: film.synopsisShort,
                  poster_url: film.posterUrl,
                  tmdb_kind: film.tmdbKind,
                  tmdb_id: film.tmdbId,
                  verified: false,
                })),
              )
              .returning(TITLE_IDENTITY_COLUMNS)
              .execute(),
          );
          created.push(...rows.map(titleIdentityOf));
        }
        return created;
      }),
    replaceAvailability: (serviceIds, rows) =>
      Effect.gen(function* () {
        if (serviceIds.length === 0) return { added: 0, unchanged: 0, removed: 0 };
        const existing = yield* Effect.promise(() =>
          db
            .selectFrom("show")
            .select(["id", "streaming_service_id", "title_id", "time", "link", "availability"])
            .where("streaming_service_id", "in", [...serviceIds])
            .where("source", "<>", TMDB_OFFER_SOURCE)
            .execute(),
        );
        const wanted = new Map<string, StreamingAvailability>(rows.map((row) => [offerKey(row), row]));
        const kept = new Set<string>();
        const stale: Array<number> = [];
        for (const show of existing) {
          const key = offerKey({
            serviceId: show.streaming_service_id ?? 0,
            titleId: show.title_id,
            from: new Date(show.time).getTime(),
            link: show.link,
            availability: show.availability,
          });
          if (wanted.has(key) && !kept.has(key)) kept.add(key);
          else stale.push(show.id);
        }
        for (const ids of chunks(stale)) {
          yield* Effect.promise(() =>
            db
              .deleteFrom("show")
              .where("id", "in", [...ids])
              .execute(),
          );
        }
        const added = [...wanted].filter(([key]) => !kept.has(key)).map(([, row]) => row);
        for (const batch of chunks(added)) {
          yield* Effect.promise(() =>
            db
              .insertInto("show")
              .values(
                batch.map((row) => ({
                  title_id: row.titleId,
                  time: new Date(row.from),
                  streaming_service_id: row.serviceId,
                  link: row.link,
                  availability: row.availability,
                  source: STREAMING_IMPORT_SOURCE,
                })),
              )
              .execute(),
          );
        }
        return { added: added.length, unchanged: kept.size, removed: stale.length };
      }),
  };
};

export const makeStreamingCatalogueStorePostgres = (orm: Orm): StreamingCatalogueStoreShape => ({
  inTransaction: (work) => inTransaction(orm, STREAMING_IMPORT_LOCK, (em) => work(sessionFor(em))),
});

/** The streaming catalogue import store on PostgreSQL or embedded PGlite. */
export const StreamingCatalogueStorePostgres = Layer.effect(
  StreamingCatalogueStore,
  Effect.gen(function* () {
    const database = yield* Database;
    return makeStreamingCatalogueStorePostgres(database.orm);
  }),
);
