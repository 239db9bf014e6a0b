import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { Effect, Layer, Schema } from "effect";
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
import { unnestRows, type BoundColumn } from "./bound-rows.ts";
import type { CatalogueTables } from "./catalogue-tables.ts";
import type { Database as Orm } from "./database.ts";
import { Database } from "./database-service.ts";
import { rowDecoder } from "./repositories/sql-statement.ts";
import { TMDB_OFFER_SOURCE } from "./streaming-catalogue-store-postgres.ts";

type Db = Kysely<CatalogueTables>;

const decodeUpdatedTitles = rowDecoder(Schema.Struct({ id: Schema.Int, changed: Schema.Boolean }));
const decodeGenredTitles = rowDecoder(Schema.Struct({ title_id: Schema.Int }));

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
      "t.synopsis_short",
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
      synopsis_short: row.synopsis_short,
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

const ROLES: ReadonlyArray<readonly [Role, (enrichment: TitleEnrichment) => ReadonlyArray<PersonCredit>]> = [
  ["star", (enrichment) => enrichment.cast],
  ["director", (enrichment) => enrichment.directors],
];

/** A person as the batch leaves it: a row of the database (id > 0) or one to insert (a placeholder id < 0). */
interface PersonState {
  tmdbId: number | null;
  img: string | null;
  readonly name: string;
}

/** What a batch's titles change in people and credits, worked out in memory title by title, as one title after another would. */
interface CreditPlan {
  readonly people: Map<number, PersonState>;
  /** People of the database whose TMDB id or photo the batch sets. */
  readonly updated: Set<number>;
  /** Placeholder ids of the people to insert, in the order first needed. */
  readonly added: Array<number>;
  readonly credits: Array<{ readonly titleId: number; readonly personId: number; readonly role: Role; readonly ord: number }>;
  readonly changed: Set<number>;
}

/**
 * Each title's cast and directors, each person known by TMDB id, else by the same name already credited to that title
 * in that role, else new; a role the title already has credits in gets no new credits, only photos. Titles are planned
 * in batch order, each seeing what the ones before it did (a person new in one title is known to the next).
 */
const planCredits = async (db: Db, enrichments: ReadonlyArray<TitleEnrichment>): Promise<CreditPlan> => {
  const plan: CreditPlan = { people: new Map(), updated: new Set(), added: [], credits: [], changed: new Set() };
  const titleIds = enrichments.filter((enrichment) => enrichment.cast.length + enrichment.directors.length > 0).map((enrichment) => enrichment.titleId);
  if (titleIds.length === 0) return plan;
  const tmdbIds = [...new Set(enrichments.flatMap((enrichment) => [...enrichment.cast, ...enrichment.directors].map((person) => person.tmdbId)))];
  const [creditRows, byTmdbRows] = [
    await db
      .selectFrom("credit as cr")
      .innerJoin("person as p", "p.id", "cr.person_id")
      .select(["cr.title_id", "p.id", "p.name", "p.tmdb_id", "p.tmdb_img", "cr.role"])
      .where("cr.title_id", "in", titleIds)
      .execute(),
    await db.selectFrom("person").select(["id", "name", "tmdb_id", "tmdb_img"]).where("tmdb_id", "in", tmdbIds).execute(),
  ];
  const byTmdb = new Map<number, number>();
  for (const row of [...creditRows, ...byTmdbRows]) plan.people.set(row.id, { tmdbId: row.tmdb_id, img: row.tmdb_img, name: row.name });
  for (const row of byTmdbRows) if (row.tmdb_id !== null) byTmdb.set(row.tmdb_id, row.id);
  const credited = Map.groupBy(creditRows, (row) => row.title_id);
  for (const enrichment of enrichments) {
    const titleId = enrichment.titleId;
    const roles = ROLES.map(([role, of]) => [role, of(enrichment)] as const);
    if (roles.every(([, people]) => people.length === 0)) continue;
    const own = credited.get(titleId) ?? [];
    const fresh = new Map<number, PersonCredit>();
    for (const [role, people] of roles) {
      for (const person of people) {
        const id =
          byTmdb.get(person.tmdbId) ??
          own.find((row) => row.role === role && plan.people.get(row.id)?.tmdbId === null && plan.people.get(row.id)?.name === person.name)?.id;
        if (id === undefined) {
          fresh.set(person.tmdbId, person);
          continue;
        }
        const state = plan.people.get(id) ?? { tmdbId: null, img: null, name: person.name };
        if (state.tmdbId !== person.tmdbId || (person.profileUrl !== null && state.img !== person.profileUrl)) {
          state.tmdbId = person.tmdbId;
          state.img = person.profileUrl ?? state.img;
          plan.people.set(id, state);
          if (id > 0) plan.updated.add(id);
          plan.changed.add(titleId);
        }
        byTmdb.set(person.tmdbId, id);
      }
    }
    const uncredited = roles.filter(([role, people]) => people.length > 0 && !own.some((row) => row.role === role));
    for (const [, people] of uncredited) {
      for (const person of people) {
        if (byTmdb.has(person.tmdbId) || !fresh.has(person.tmdbId)) continue;
        const placeholder = -(plan.added.length + 1);
        plan.added.push(placeholder);
        plan.people.set(placeholder, { tmdbId: person.tmdbId, img: person.profileUrl, name: person.name });
        byTmdb.set(person.tmdbId, placeholder);
      }
    }
    for (const [role, people] of uncredited) {
      people.forEach((person, ord) => {
        const personId = byTmdb.get(person.tmdbId);
        if (personId !== undefined) plan.credits.push({ titleId, personId, role, ord });
      });
    }
  }
  return plan;
};

/** Writes a credit plan in a fixed number of statements, however many titles and people; answers the titles whose credits changed. */
const saveCredits = async (em: SqlEntityManager, db: Db, enrichments: ReadonlyArray<TitleEnrichment>): Promise<ReadonlySet<number>> => {
  const plan = await planCredits(db, enrichments);
  const ids = new Map<number, number>();
  if (plan.updated.size > 0) {
    await sql`update person p set tmdb_id = v.tmdb_id, tmdb_img = v.tmdb_img
      from ${unnestRows(
        "v",
        [...plan.updated].map((id) => ({ id, state: plan.people.get(id) })),
        [
          ["id", "int", (row) => row.id],
          ["tmdb_id", "int", (row) => row.state?.tmdbId ?? null],
          ["tmdb_img", "text", (row) => row.state?.img ?? null],
        ],
      )}
      where p.id = v.id`.execute(db);
  }
  if (plan.added.length > 0) {
    const added = plan.added.map((placeholder) => ({ placeholder, state: plan.people.get(placeholder) ?? { tmdbId: null, img: null, name: "" } }));
    const slugs = await Effect.runPromise(
      allocateSlugs(
        em,
        "person",
        added.map((person) => slugOf(person.state.name)),
      ),
    );
    const inserted = await db
      .insertInto("person")
      .values(
        added.map((person, i) => ({
          name: person.state.name,
          slug: slugs[i] ?? slugOf(person.state.name),
          tmdb_id: person.state.tmdbId,
          tmdb_img: person.state.img,
        })),
      )
      .returning(["id", "tmdb_id"])
      .execute();
    const placeholderOf = new Map(added.map((person) => [person.state.tmdbId, person.placeholder]));
    for (const row of inserted) ids.set(placeholderOf.get(row.tmdb_id) ?? 0, row.id);
  }
  const changed = new Set(plan.changed);
  const rows = plan.credits.flatMap((credit) => {
    const personId = credit.personId > 0 ? credit.personId : ids.get(credit.personId);
    return personId === undefined ? [] : [{ title_id: credit.titleId, person_id: personId, role: credit.role, ord: credit.ord }];
  });
  if (rows.length > 0) {
    const written = await db
      .insertInto("credit")
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .returning("title_id")
      .execute();
    for (const row of written) changed.add(row.title_id);
  }
  return changed;
};

const FIELD_COLUMNS: ReadonlyArray<readonly [keyof TitleEnrichment["fields"], string]> = [
  ["poster_url", "text"],
  ["backdrop_url", "text"],
  ["youtube", "text"],
  ["synopsis", "text"],
  ["synopsis_short", "text"],
  ["length", "smallint"],
  ["crit", "smallint"],
  ["metascore", "smallint"],
  ["imdb_r", "real"],
  ["tmdb_kind", "text"],
  ["tmdb_id", "int"],
];

/**
 * The batch's planned fields, certificates (only where a title has none), similar ids and enrichment times, in one
 * update (a planned field is never null, so null stands for "leave as it is"); answers the titles that changed.
 */
const saveTitles = async (db: Db, enrichments: ReadonlyArray<TitleEnrichment>): Promise<ReadonlySet<number>> => {
  const certificates = [
    ...new Map(enrichments.flatMap((enrichment) => (enrichment.certificate === null ? [] : [[enrichment.certificate.name, enrichment.certificate]]))).values(),
  ];
  if (certificates.length > 0) {
    await sql`insert into certificate (name, rank)
      select name, rank from ${unnestRows("c", certificates, [
        ["name", "text", (row) => row.name],
        ["rank", "smallint", (row) => row.rank],
      ])}
      on conflict (name) do nothing`.execute(db);
  }
  const fields: ReadonlyArray<BoundColumn<TitleEnrichment>> = FIELD_COLUMNS.map(([field, type]) => [field, type, (row) => row.fields[field] ?? null]);
  const columns: ReadonlyArray<BoundColumn<TitleEnrichment>> = [
    ["id", "int", (row) => row.titleId],
    ...fields,
    ["certificate", "text", (row) => row.certificate?.name ?? null],
    ["similar_ids", "text", (row) => `{${row.similarTmdbIds.join(",")}}`],
    ["has_fields", "boolean", (row) => Object.keys(row.fields).length > 0],
    ["enriched_at", "timestamptz", (row) => new Date(row.enrichedAt).toISOString()],
  ];
  const updated = await sql`update title t set
      ${sql.join(FIELD_COLUMNS.map(([field]) => sql`${sql.ref(field)} = coalesce(${sql.ref(`v.${field}`)}, ${sql.ref(`t.${field}`)})`))},
      certificate_id = coalesce(t.certificate_id, c.id),
      tmdb_similar = v.similar_ids::int[],
      enriched_at = v.enriched_at
    from ${unnestRows("v", enrichments, columns)}
      join title o on o.id = v.id
      left join certificate c on c.name = v.certificate
    where t.id = v.id
    returning t.id, (v.has_fields or (o.certificate_id is null and c.id is not null) or o.tmdb_similar is distinct from v.similar_ids::int[]) as changed`.execute(
    db,
  );
  return new Set(
    decodeUpdatedTitles(updated.rows)
      .filter((row) => row.changed)
      .map((row) => row.id),
  );
};

/** Genres for the batch's titles that have none, in the service's order; answers the titles that got some. */
const saveGenres = async (db: Db, enrichments: ReadonlyArray<TitleEnrichment>): Promise<ReadonlySet<number>> => {
  const wanted = enrichments.flatMap((enrichment) => enrichment.genreSlugs.map((slug, ord) => ({ titleId: enrichment.titleId, slug, ord })));
  if (wanted.length === 0) return new Set();
  const inserted = await sql`insert into title_genre (title_id, genre_id, ord)
    select v.title_id, g.id, v.ord from ${unnestRows("v", wanted, [
      ["title_id", "int", (row) => row.titleId],
      ["slug", "text", (row) => row.slug],
      ["ord", "smallint", (row) => row.ord],
    ])}
    join genre g on g.slug = v.slug
    where not exists (select from title_genre x where x.title_id = v.title_id)
    on conflict do nothing
    returning title_id`.execute(db);
  return new Set(decodeGenredTitles(inserted.rows).map((row) => row.title_id));
};

type OfferShow = {
  readonly id: number;
  readonly title_id: number;
  readonly streaming_service_id: number | null;
  readonly link: string | null;
  readonly availability: string | null;
  readonly source: string;
};

/** One title's offers against its shows: a service TMDB still lists keeps the date it was first seen, one it no longer lists goes. */
const planOffers = (enrichment: TitleEnrichment, shows: ReadonlyArray<OfferShow>) => {
  const catalogued = new Set(shows.filter((show) => show.source !== TMDB_OFFER_SOURCE).map((show) => show.streaming_service_id));
  const wanted = new Map(enrichment.offers.filter((offer) => !catalogued.has(offer.serviceId)).map((offer) => [offer.serviceId, offer]));
  const kept = new Map<number, OfferShow>();
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
  return { stale, moved, added };
};

/** The batch's offers in at most four statements; answers the titles whose offers changed. */
const saveOffers = async (db: Db, enrichments: ReadonlyArray<TitleEnrichment>): Promise<ReadonlySet<number>> => {
  const shows = Map.groupBy(
    await db
      .selectFrom("show")
      .select(["id", "title_id", "streaming_service_id", "link", "availability", "source"])
      .where(
        "title_id",
        "in",
        enrichments.map((enrichment) => enrichment.titleId),
      )
      .where("streaming_service_id", "is not", null)
      .orderBy("time")
      .orderBy("id")
      .execute(),
    (show) => show.title_id,
  );
  const plans = enrichments.map((enrichment) => ({ enrichment, ...planOffers(enrichment, shows.get(enrichment.titleId) ?? []) }));
  const stale = plans.flatMap((plan) => plan.stale);
  const moved = plans.flatMap((plan) => plan.moved);
  const added = plans.flatMap((plan) => plan.added.map((offer) => ({ enrichment: plan.enrichment, offer })));
  if (stale.length > 0) await db.deleteFrom("show").where("id", "in", stale).execute();
  if (moved.length > 0) {
    await sql`update show s set link = v.link, availability = v.availability
      from ${unnestRows("v", moved, [
        ["id", "int", (row) => row.id],
        ["link", "text", (row) => row.offer.link],
        ["availability", "text", (row) => row.offer.availability],
      ])}
      where s.id = v.id`.execute(db);
  }
  if (added.length > 0) {
    await db
      .insertInto("show")
      .values(
        added.map(({ enrichment, offer }) => ({
          title_id: enrichment.titleId,
          time: new Date(enrichment.enrichedAt),
          streaming_service_id: offer.serviceId,
          link: offer.link,
          availability: offer.availability,
          source: TMDB_OFFER_SOURCE,
        })),
      )
      .execute();
  }
  return new Set(plans.filter((plan) => plan.stale.length + plan.moved.length + plan.added.length > 0).map((plan) => plan.enrichment.titleId));
};

/**
 * A batch in one transaction and a fixed number of set-based statements, however many titles: each table's rows for
 * the whole batch travel as bound arrays. Answers, per title in order, whether anything but its enrichment time changed.
 */
const saveEnrichments = (orm: Orm, enrichments: ReadonlyArray<TitleEnrichment>): Promise<ReadonlyArray<boolean>> =>
  enrichments.length === 0
    ? Promise.resolve([])
    : orm.em.fork().transactional(async (em) => {
        const db = em.getKysely<CatalogueTables>();
        const changed = [
          await saveTitles(db, enrichments),
          await saveGenres(db, enrichments),
          await saveCredits(em, db, enrichments),
          await saveOffers(db, enrichments),
        ];
        return enrichments.map((enrichment) => changed.some((titles) => titles.has(enrichment.titleId)));
      });

// The run has just filled TMDB ids (and similar lists) in titles whose statistics still say they have none: planned on
// those, the link below looks up each similar id by scanning every title of its kind (quadratic: minutes at 10,000
// titles) instead of through title_tmdb_index. Sampling the three columns afresh takes milliseconds.
const REFRESH_TMDB_STATISTICS = sql`analyze title (tmdb_kind, tmdb_id, tmdb_similar)`;

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
    linkSimilarTitles: Effect.promise(async () => {
      const kysely = db();
      await REFRESH_TMDB_STATISTICS.execute(kysely);
      return Number((await LINK_SIMILAR.execute(kysely)).numAffectedRows ?? 0);
    }),
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
