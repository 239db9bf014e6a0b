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
import { slugOf } from "../../application/slug.ts";
import { allocateSlugs } from "./allocate-slugs.ts";
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
  const edited = await adminEditedFields(db, rows.map((row) => auditTarget(row.kind, row.imdb)));
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

/** The people of one role: known by TMDB id, else the same name already credited there, else new; answers whether anything changed. */
const saveCredits = async (em: SqlEntityManager, db: Db, titleId: number, role: "star" | "director", people: ReadonlyArray<PersonCredit>): Promise<boolean> => {
  if (people.length === 0) return false;
  let changed = false;
  const credited = await db
    .selectFrom("credit as cr")
    .innerJoin("person as p", "p.id", "cr.person_id")
    .select(["p.id", "p.name", "p.tmdb_id"])
    .where("cr.title_id", "=", titleId)
    .where("cr.role", "=", role)
    .execute();
  const byTmdb = new Map(
    (await db.selectFrom("person").select(["id", "tmdb_id"]).where("tmdb_id", "in", people.map((person) => person.tmdbId)).execute()).map((row) => [row.tmdb_id, row.id]),
  );
  const ids: Array<number> = [];
  const fresh: Array<PersonCredit> = [];
  for (const person of people) {
    const id = byTmdb.get(person.tmdbId) ?? credited.find((row) => row.tmdb_id === null && row.name === person.name)?.id;
    if (id === undefined) {
      fresh.push(person);
      continue;
    }
    ids.push(id);
    const updated = await db
      .updateTable("person")
      .set({ tmdb_id: person.tmdbId, ...(person.profileUrl === null ? {} : { tmdb_img: person.profileUrl }) })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("tmdb_id", "is", null), eb("tmdb_id", "<>", person.tmdbId), ...(person.profileUrl === null ? [] : [eb("tmdb_img", "is", null), eb("tmdb_img", "<>", person.profileUrl)])]),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) changed = true;
  }
  if (credited.length > 0) return changed;
  if (fresh.length > 0) {
    const slugs = await Effect.runPromise(allocateSlugs(em, "person", fresh.map((person) => slugOf(person.name))));
    const inserted = await db
      .insertInto("person")
      .values(fresh.map((person, i) => ({ name: person.name, slug: slugs[i] ?? slugOf(person.name), tmdb_id: person.tmdbId, tmdb_img: person.profileUrl })))
      .returning(["id", "tmdb_id"])
      .execute();
    for (const row of inserted) byTmdb.set(row.tmdb_id, row.id);
  }
  const rows = people.flatMap((person, ord) => {
    const id = byTmdb.get(person.tmdbId) ?? ids[ord];
    return id === undefined ? [] : [{ title_id: titleId, person_id: id, role, ord }];
  });
  const written = await db.insertInto("credit").values(rows).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return changed || Number(written.numInsertedOrUpdatedRows ?? 0) > 0;
};

const saveEnrichment = (orm: Orm, enrichment: TitleEnrichment): Promise<boolean> =>
  orm.em.fork().transactional(async (em) => {
    const db = em.getKysely<CatalogueTables>();
    const id = enrichment.titleId;
    let changed = false;
    if (Object.keys(enrichment.fields).length > 0) {
      await db.updateTable("title").set(enrichment.fields).where("id", "=", id).execute();
      changed = true;
    }
    const certificate = enrichment.certificate;
    if (certificate !== null) {
      await db.insertInto("certificate").values({ name: certificate.name, rank: certificate.rank }).onConflict((oc) => oc.column("name").doNothing()).execute();
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
        const genres = await db.selectFrom("genre").select(["id", "slug"]).where("slug", "in", [...enrichment.genreSlugs]).execute();
        const rows = enrichment.genreSlugs.flatMap((slug, ord) => genres.filter((genre) => genre.slug === slug).map((genre) => ({ title_id: id, genre_id: genre.id, ord })));
        if (rows.length > 0) {
          await db.insertInto("title_genre").values(rows).execute();
          changed = true;
        }
      }
    }
    if (await saveCredits(em, db, id, "star", enrichment.cast)) changed = true;
    if (await saveCredits(em, db, id, "director", enrichment.directors)) changed = true;
    const similar = await db
      .updateTable("title")
      .set({ tmdb_similar: [...enrichment.similarTmdbIds] })
      .where("id", "=", id)
      .where(sql<boolean>`tmdb_similar is distinct from ${sql.val([...enrichment.similarTmdbIds])}::int[]`)
      .executeTakeFirst();
    if (Number(similar.numUpdatedRows) > 0) changed = true;
    if (await saveOffers(db, enrichment)) changed = true;
    await db.updateTable("title").set({ enriched_at: new Date(enrichment.enrichedAt) }).where("id", "=", id).execute();
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
      Effect.promise(async () => Number((await selected(db(), selection).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirst())?.n ?? 0)),
    listTargets: (selection) => Effect.promise(() => listTargets(db(), selection)),
    saveEnrichment: (enrichment) => Effect.promise(() => saveEnrichment(orm, enrichment)),
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
