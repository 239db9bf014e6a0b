import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer } from "effect";
import { sql, type Kysely } from "kysely";
import {
  FilmEnrichmentStore,
  type EnrichmentTarget,
  type FilmEnrichmentStoreShape,
  type PersonCredit,
  type TargetSelection,
  type TitleEnrichment,
} from "../../application/enrichment/film-enrichment-store.ts";
import { slugOf } from "../../domain/slug.ts";
import { allocateSlugs } from "./allocate-slugs.ts";
import { unnestRows } from "./bound-rows.ts";
import type { CatalogueTables } from "./catalogue-tables.ts";
import type { Database as Orm } from "./database.ts";
import { Database } from "./database-service.ts";
import { TMDB_OFFER_SOURCE } from "./streaming-catalogue-store-postgres.ts";

type Db = Kysely<CatalogueTables>;

const RESET_ACTION = "reset all";

const selected = (db: Db, selection: TargetSelection) => {
  let query = db.selectFrom("title as t").leftJoin("certificate as c", "c.id", "t.certificate_id");
  if (!selection.all) {
    query = query.where((eb) => eb.or([eb("t.enriched_at", "is", null), eb("t.enriched_at", "<", new Date(selection.staleBefore))]));
  }
  if (selection.film !== undefined) {
    const key = selection.film;
    query = query.where((eb) => eb.or([eb("t.slug", "=", key), eb("t.imdb", "=", key)]));
  }
  return query;
};

/** Audited fields whose latest admin change is not a reset, per audit target. */
const adminEditedFields = async (db: Db, targets: ReadonlyArray<string>): Promise<ReadonlyMap<string, ReadonlyArray<string>>> => {
  if (targets.length === 0) return new Map();
  const rows = await db
    .selectFrom("admin_audit")
    .select(["target", "action", "after"])
    .where("target", "in", [...targets])
    .orderBy("at")
    .orderBy("id")
    .execute();
  const latest = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const fields = latest.get(row.target) ?? new Map<string, string>();
    for (const field of Object.keys(row.after)) fields.set(field, row.action);
    latest.set(row.target, fields);
  }
  return new Map([...latest].map(([target, fields]) => [target, [...fields].filter(([, action]) => action !== RESET_ACTION).map(([field]) => field)]));
};

const auditTarget = (kind: "film" | "series", imdb: string): string => `${kind} ${imdb}`;

const listTargets = async (db: Db, selection: TargetSelection): Promise<ReadonlyArray<EnrichmentTarget>> => {
  const rows = await selected(db, selection)
    .select([
      "t.id",
      "t.kind",
      "t.imdb",
      "t.title",
      "t.year",
      "t.verified",
      "t.poster_url",
      "t.backdrop_url",
      "t.youtube",
      "t.synopsis",
      "t.length",
      "t.crit",
      "t.metascore",
      "t.imdb_r",
      "t.tmdb_kind",
      "t.tmdb_id",
    ])
    .where("t.id", ">", selection.afterId)
    .orderBy("t.id")
    .limit(selection.limit)
    .execute();
  const edited = await adminEditedFields(
    db,
    rows.map((row) => auditTarget(row.kind, row.imdb)),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    imdb: row.imdb,
    title: row.title,
    year: row.year,
    verified: row.verified,
    adminEdited: edited.get(auditTarget(row.kind, row.imdb)) ?? [],
    fields: {
      poster_url: row.poster_url,
      backdrop_url: row.backdrop_url,
      youtube: row.youtube,
      synopsis: row.synopsis,
      length: row.length,
      crit: row.crit,
      metascore: row.metascore,
      imdb_r: row.imdb_r,
      tmdb_kind: row.tmdb_kind,
      tmdb_id: row.tmdb_id,
    },
  }));
};

type Role = "star" | "director";

interface KnownPerson {
  readonly id: number;
  readonly tmdbId: number;
  readonly profileUrl: string | null;
}

/**
 * The title's cast and directors, each person known by TMDB id, else by the same name already credited there in that
 * role, else new; a role the title already has credits in gets no new credits. A fixed number of statements per title,
 * however many people: each batch travels as bound arrays. Answers whether anything changed.
 */
const saveCredits = async (
  em: SqlEntityManager,
  db: Db,
  titleId: number,
  roles: ReadonlyArray<readonly [Role, ReadonlyArray<PersonCredit>]>,
): Promise<boolean> => {
  const everyone = roles.flatMap(([, people]) => people);
  if (everyone.length === 0) return false;
  const credited = await db
    .selectFrom("credit as cr")
    .innerJoin("person as p", "p.id", "cr.person_id")
    .select(["p.id", "p.name", "p.tmdb_id", "cr.role"])
    .where("cr.title_id", "=", titleId)
    .execute();
  const byTmdb = new Map(
    (
      await db
        .selectFrom("person")
        .select(["id", "tmdb_id"])
        .where("tmdb_id", "in", [...new Set(everyone.map((person) => person.tmdbId))])
        .execute()
    ).map((row) => [row.tmdb_id, row.id]),
  );
  const known = new Map<number, KnownPerson>();
  const fresh = new Map<number, PersonCredit>();
  for (const [role, people] of roles) {
    for (const person of people) {
      const id = byTmdb.get(person.tmdbId) ?? credited.find((row) => row.role === role && row.tmdb_id === null && row.name === person.name)?.id;
      if (id === undefined) {
        fresh.set(person.tmdbId, person);
      } else {
        known.set(id, { id, tmdbId: person.tmdbId, profileUrl: person.profileUrl });
        byTmdb.set(person.tmdbId, id);
      }
    }
  }
  for (const tmdbId of byTmdb.keys()) if (tmdbId !== null) fresh.delete(tmdbId);
  let changed = false;
  if (known.size > 0) {
    const updated = await sql`update person p set tmdb_id = v.tmdb_id, tmdb_img = coalesce(v.tmdb_img, p.tmdb_img)
      from ${unnestRows(
        "v",
        [...known.values()],
        [
          ["id", "int", (row) => row.id],
          ["tmdb_id", "int", (row) => row.tmdbId],
          ["tmdb_img", "text", (row) => row.profileUrl],
        ],
      )}
      where p.id = v.id and (p.tmdb_id is distinct from v.tmdb_id or (v.tmdb_img is not null and p.tmdb_img is distinct from v.tmdb_img))`.execute(db);
    changed = Number(updated.numAffectedRows ?? 0) > 0;
  }
  const uncredited = roles.filter(([role, people]) => people.length > 0 && !credited.some((row) => row.role === role));
  if (uncredited.length === 0) return changed;
  const needed = [...fresh.values()].filter((person) => uncredited.some(([, people]) => people.includes(person)));
  if (needed.length > 0) {
    const slugs = await Effect.runPromise(
      allocateSlugs(
        em,
        "person",
        needed.map((person) => slugOf(person.name)),
      ),
    );
    const inserted = await db
      .insertInto("person")
      .values(needed.map((person, i) => ({ name: person.name, slug: slugs[i] ?? slugOf(person.name), tmdb_id: person.tmdbId, tmdb_img: person.profileUrl })))
      .returning(["id", "tmdb_id"])
      .execute();
    for (const row of inserted) byTmdb.set(row.tmdb_id, row.id);
  }
  const rows = uncredited.flatMap(([role, people]) =>
    people.flatMap((person, ord) => {
      const id = byTmdb.get(person.tmdbId);
      return id === undefined ? [] : [{ title_id: titleId, person_id: id, role, ord }];
    }),
  );
  const written = await db
    .insertInto("credit")
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return changed || Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
};

const saveEnrichment = async (em: SqlEntityManager, enrichment: TitleEnrichment): Promise<boolean> => {
  const db = em.getKysely<CatalogueTables>();
  const id = enrichment.titleId;
  let changed = false;
  if (Object.keys(enrichment.fields).length > 0) {
    await db.updateTable("title").set(enrichment.fields).where("id", "=", id).execute();
    changed = true;
  }
  const certificate = enrichment.certificate;
  if (certificate !== null) {
    await db
      .insertInto("certificate")
      .values({ name: certificate.name, rank: certificate.rank })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
    const set = await db
      .updateTable("title")
      .set((eb) => ({ certificate_id: eb.selectFrom("certificate").select("id").where("name", "=", certificate.name) }))
      .where("id", "=", id)
      .where("certificate_id", "is", null)
      .executeTakeFirst();
    if (Number(set.numUpdatedRows) > 0) changed = true;
  }
  if (enrichment.genreSlugs.length > 0) {
    const has = await db.selectFrom("title_genre").select("genre_id").where("title_id", "=", id).limit(1).execute();
    if (has.length === 0) {
      const genres = await db
        .selectFrom("genre")
        .select(["id", "slug"])
        .where("slug", "in", [...enrichment.genreSlugs])
        .execute();
      const rows = enrichment.genreSlugs.flatMap((slug, ord) =>
        genres.filter((genre) => genre.slug === slug).map((genre) => ({ title_id: id, genre_id: genre.id, ord })),
      );
      if (rows.length > 0) {
        await db.insertInto("title_genre").values(rows).execute();
        changed = true;
      }
    }
  }
  if (
    await saveCredits(em, db, id, [
      ["star", enrichment.cast],
      ["director", enrichment.directors],
    ])
  )
    changed = true;
  const similar = await db
    .updateTable("title")
    .set({ tmdb_similar: [...enrichment.similarTmdbIds] })
    .where("id", "=", id)
    .where(sql<boolean>`tmdb_similar is distinct from ${sql.val([...enrichment.similarTmdbIds])}::int[]`)
    .executeTakeFirst();
  if (Number(similar.numUpdatedRows) > 0) changed = true;
  if (await saveOffers(db, enrichment)) changed = true;
  await db
    .updateTable("title")
    .set({ enriched_at: new Date(enrichment.enrichedAt) })
    .where("id", "=", id)
    .execute();
  return changed;
};

// one transaction, one title after another: the batch holds one connection, however many titles are fetched at once
const saveEnrichments = (orm: Orm, enrichments: ReadonlyArray<TitleEnrichment>): Promise<ReadonlyArray<boolean>> =>
  orm.em.fork().transactional(async (em) => {
    const changed: Array<boolean> = [];
    for (const enrichment of enrichments) changed.push(await saveEnrichment(em, enrichment));
    return changed;
  });

/** One offer per service: a service TMDB still lists keeps the date it was first seen, one it no longer lists goes. */
const saveOffers = async (db: Db, enrichment: TitleEnrichment): Promise<boolean> => {
  const id = enrichment.titleId;
  const shows = await db
    .selectFrom("show")
    .select(["id", "streaming_service_id", "link", "availability", "source"])
    .where("title_id", "=", id)
    .where("streaming_service_id", "is not", null)
    .orderBy("time")
    .orderBy("id")
    .execute();
  const catalogued = new Set(shows.filter((show) => show.source !== TMDB_OFFER_SOURCE).map((show) => show.streaming_service_id));
  const wanted = new Map(enrichment.offers.filter((offer) => !catalogued.has(offer.serviceId)).map((offer) => [offer.serviceId, offer]));
  const kept = new Map<number, (typeof shows)[number]>();
  const stale: Array<number> = [];
  for (const show of shows.filter((candidate) => candidate.source === TMDB_OFFER_SOURCE)) {
    const serviceId = show.streaming_service_id ?? 0;
    if (wanted.has(serviceId) && !kept.has(serviceId)) kept.set(serviceId, show);
    else stale.push(show.id);
  }
  const moved = [...kept].flatMap(([serviceId, show]) => {
    const offer = wanted.get(serviceId);
    return offer === undefined || (offer.link === show.link && offer.availability === show.availability) ? [] : [{ id: show.id, offer }];
  });
  const added = [...wanted.values()].filter((offer) => !kept.has(offer.serviceId));
  if (stale.length > 0) await db.deleteFrom("show").where("id", "in", stale).execute();
  for (const { id: showId, offer } of moved) {
    await db.updateTable("show").set({ link: offer.link, availability: offer.availability }).where("id", "=", showId).execute();
  }
  if (added.length > 0) {
    await db
      .insertInto("show")
      .values(
        added.map((offer) => ({
          title_id: id,
          time: new Date(enrichment.enrichedAt),
          streaming_service_id: offer.serviceId,
          link: offer.link,
          availability: offer.availability,
          source: TMDB_OFFER_SOURCE,
        })),
      )
      .execute();
  }
  return stale.length > 0 || moved.length > 0 || added.length > 0;
};

// every title's TMDB "similar" ids that are now titles of the site, in TMDB's order
const LINK_SIMILAR = sql`insert into title_similar (title_id, similar_id, ord)
  select t.id, s.id, (u.ord - 1)::smallint from title t cross join lateral unnest(t.tmdb_similar) with ordinality as u(tmdb_id, ord)
  join title s on s.tmdb_kind = t.tmdb_kind and s.tmdb_id = u.tmdb_id and s.id <> t.id
  where t.tmdb_similar <> '{}'
  on conflict do nothing`;

export const makeFilmEnrichmentStorePostgres = (orm: Orm): FilmEnrichmentStoreShape => {
  const db = () => orm.em.fork().getKysely<CatalogueTables>();
  return {
    listServices: Effect.promise(() =>
      db().selectFrom("streaming_service").select(["id", "name", "name_display as nameDisplay", "slug"]).orderBy("id").execute(),
    ),
    countTargets: (selection) =>
      Effect.promise(async () =>
        Number(
          (
            await selected(db(), selection)
              .select((eb) => eb.fn.countAll<string>().as("n"))
              .executeTakeFirst()
          )?.n ?? 0,
        ),
      ),
    listTargets: (selection) => Effect.promise(() => listTargets(db(), selection)),
    saveEnrichments: (enrichments) => Effect.promise(() => saveEnrichments(orm, enrichments)),
    linkSimilarTitles: Effect.promise(async () => Number((await LINK_SIMILAR.execute(db())).numAffectedRows ?? 0)),
  };
};

/** The film-data enrichment store on PostgreSQL or embedded PGlite. */
export const FilmEnrichmentStorePostgres = Layer.effect(
  FilmEnrichmentStore,
  Effect.gen(function* () {
    const database = yield* Database;
    return makeFilmEnrichmentStorePostgres(database.orm);
  }),
);
