import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { titleMatchKey } from "../../domain/title-match.ts";
import { Effect, Layer, Schema } from "effect";
import { sql } from "kysely";
import type { BbfcCertificate } from "../../domain/imports/bbfc-certificate.ts";
import {
  ScheduleImportStore,
  type ChannelClaim,
  type ResolvedChannel,
  type ScheduledShow,
  type ScheduleImportSession,
  type ScheduleImportStoreShape,
} from "../../application/imports/schedule-import-store.ts";
import type { TitleIdentity } from "../../domain/imports/title-index.ts";
import { slugOf } from "../../domain/slug.ts";
import { GENERATED_LOGO_PATTERN, isGeneratedLogo } from "../../domain/channel-registry.ts";
import { allocateSlugs } from "./allocate-slugs.ts";
import { boundArray, unnestRows, type BoundColumn } from "./bound-rows.ts";
import { adoptCatalogueFacts, catalogueTitlesByKey, linkFilms } from "./catalogue-links-sql.ts";
import type { Database as Orm } from "./database.ts";
import { Database } from "./database-service.ts";
import { inTransaction, rowsOf, rowsWritten } from "./in-transaction.ts";
import { KeyRow, NamedIdRow } from "./repositories/sql-statement.ts";
import { TITLE_IDENTITY_COLUMNS, TitleIdentityRow, titleIdentityOf } from "./title-identity-row.ts";

const SCHEDULE_IMPORT_LOCK = 7_391_205_201;

const MappedChannelRow = Schema.Struct({ xmltv_id: Schema.String, channel_id: Schema.NullOr(Schema.Int) });
const SluggedIdRow = Schema.Struct({ id: Schema.Int, slug: Schema.String });
const ChannelIdRow = Schema.Struct({ channel_id: Schema.Int });
const MatchedRow = Schema.Struct({ matched: Schema.Int });
const SITE_KEY_PREFIX = "tf-";
const XMLTV_SOURCE = "xmltv";
// show's id sequence as its migration named it: a literal is resolved once per statement, pg_get_serial_sequence once per row
const SHOW_ID_SEQUENCE = "'show_id_seq'::regclass";

const TITLE_COLUMNS = sql.raw(TITLE_IDENTITY_COLUMNS.join(", "));

const at = (column: string): string => `(timestamptz 'epoch' + ${column} * interval '1 millisecond')`;

const SHOW_FIELDS = "title_id, art, season, episode, n_episodes, episode_title, premiere, hd, subtitles, signed, audio_described, premiere_system_ids";

const premiereSystems = `case when st.premiere then coalesce((select array_agg(cs.system_id order by cs.system_id) from channel_system cs where cs.channel_id = st.channel_id), '{}') else '{}' end`;

/** The show columns of SHOW_FIELDS, from a staged row `st`. */
const showValues = `st.title_id, st.art, st.season, st.episode, st.n_episodes, st.episode_title, st.premiere, st.hd, st.subtitles, st.signed, st.audio_described, ${premiereSystems}`;

/** A batch of shows as rows; the staging table's columns have these names. */
const SHOW_COLUMNS: ReadonlyArray<BoundColumn<ScheduledShow>> = [
  ["channel_id", "int", (show) => show.channelId],
  ["start_ms", "bigint", (show) => show.start],
  ["end_ms", "bigint", (show) => show.end],
  ["title_id", "int", (show) => show.titleId],
  ["art", "smallint", (show) => show.art],
  ["season", "smallint", (show) => show.season],
  ["episode", "smallint", (show) => show.episode],
  ["n_episodes", "smallint", (show) => show.nEpisodes],
  ["episode_title", "text", (show) => show.episodeTitle],
  ["premiere", "boolean", (show) => show.premiere],
  ["hd", "boolean", (show) => show.hd],
  ["subtitles", "boolean", (show) => show.subtitles],
  ["signed", "boolean", (show) => show.signed],
  ["audio_described", "boolean", (show) => show.audioDescribed],
];

/** A genre slug or language name of a new title, by the title's key, in the title's order. */
const NAMED_FOR_TITLE: ReadonlyArray<BoundColumn<{ readonly imdb: string; readonly name: string; readonly ord: number }>> = [
  ["imdb", "text", (row) => row.imdb],
  ["name", "text", (row) => row.name],
  ["ord", "smallint", (row) => row.ord],
];

interface CreditRow {
  readonly titleId: number;
  readonly personId: number;
  readonly role: string;
  readonly ord: number;
  readonly character: string | null;
}

const CREDIT_COLUMNS: ReadonlyArray<BoundColumn<CreditRow>> = [
  ["title_id", "int", (row) => row.titleId],
  ["person_id", "int", (row) => row.personId],
  ["role", "text", (row) => row.role],
  ["ord", "smallint", (row) => row.ord],
  ['"character"', "text", (row) => row.character],
];

const CREDIT_FIELDS = CREDIT_COLUMNS.map(([name]) => name).join(", ");

const CLAIM_COLUMNS: ReadonlyArray<BoundColumn<ChannelClaim>> = [
  ["name", "text", (claim) => claim.name],
  ["slug", "text", (claim) => claim.slug],
  ["hd", "boolean", (claim) => claim.hd],
  ["logo", "text", (claim) => claim.logo],
];

// a channel still showing its generated logo takes the feed's real icon; a logo set any other way stays
const adoptFeedLogos = (em: SqlEntityManager, claims: ReadonlyArray<ChannelClaim>, resolved: ReadonlyArray<ResolvedChannel>) => {
  const adopted = claims.flatMap((claim, i) => {
    const channelId = resolved[i]?.channelId;
    return channelId === undefined || channelId === null || claim.logo === null || isGeneratedLogo(claim.logo) ? [] : [{ channelId, logo: claim.logo }];
  });
  return adopted.length === 0
    ? Effect.void
    : rowsWritten(
        em,
        sql`update channel c set logo = v.logo from ${unnestRows("v", adopted, [
          ["channel_id", "int", (row) => row.channelId],
          ["logo", "text", (row) => row.logo],
        ])} where c.id = v.channel_id and c.logo like ${GENERATED_LOGO_PATTERN}`,
      );
};

const resolveChannels = (em: SqlEntityManager, claims: ReadonlyArray<ChannelClaim>) =>
  Effect.gen(function* () {
    const ids = claims.map((claim) => claim.xmltvId);
    const mapped = new Map(
      (yield* rowsOf(em, MappedChannelRow, sql`select xmltv_id, channel_id from xmltv_channel_map where xmltv_id = any(${boundArray("text", ids)})`)).map(
        (row) => [row.xmltv_id, row.channel_id],
      ),
    );
    const unmapped = claims.filter((claim) => !mapped.has(claim.xmltvId));
    const bySlug = new Map(
      (yield* rowsOf(
        em,
        SluggedIdRow,
        sql`select id, slug from channel where slug = any(${boundArray(
          "text",
          unmapped.map((claim) => claim.slug),
        )})`,
      )).map((row) => [row.slug, row.id]),
    );
    const toCreate = [...new Map(unmapped.filter((claim) => !bySlug.has(claim.slug)).map((claim) => [claim.slug, claim])).values()];
    const createdSlugs = new Set<string>();
    if (toCreate.length > 0) {
      const created = yield* rowsOf(
        em,
        SluggedIdRow,
        sql`insert into channel (name, slug, hd, logo) select name, slug, hd, logo from ${unnestRows("c", toCreate, CLAIM_COLUMNS)} returning id, slug`,
      );
      for (const row of created) {
        bySlug.set(row.slug, row.id);
        createdSlugs.add(row.slug);
      }
    }
    if (unmapped.length > 0) {
      yield* rowsWritten(
        em,
        sql`insert into xmltv_channel_map (xmltv_id, display_name, channel_id) select xmltv_id, display_name, channel_id from ${unnestRows("m", unmapped, [
          ["xmltv_id", "text", (claim) => claim.xmltvId],
          ["display_name", "text", (claim) => claim.displayName],
          ["channel_id", "int", (claim) => bySlug.get(claim.slug) ?? null],
        ])} on conflict (xmltv_id) do nothing`,
      );
    }
    const resolved = claims.map((claim): ResolvedChannel => {
      if (mapped.has(claim.xmltvId)) return { xmltvId: claim.xmltvId, channelId: mapped.get(claim.xmltvId) ?? null, created: false };
      const created = createdSlugs.delete(claim.slug);
      return { xmltvId: claim.xmltvId, channelId: bySlug.get(claim.slug) ?? null, created };
    });
    yield* adoptFeedLogos(em, claims, resolved);
    return resolved;
  });

const sessionFor = (em: SqlEntityManager): ScheduleImportSession => {
  let staging = false;
  let insertedEarly = 0;
  // the starts already taken on each channel, so that a second show in one slot is dropped wherever it goes
  const takenStarts = new Map<number, Set<number>>();
  // channels without shows (imported or demo) have nothing to compare with: their shows go in with their batch, not at the end
  const emptyChannels = new Map<number, boolean>();
  const findEmptyChannels = (channelIds: ReadonlyArray<number>) =>
    Effect.gen(function* () {
      const unknown = [...new Set(channelIds)].filter((id) => !emptyChannels.has(id));
      if (unknown.length === 0) return;
      // one index probe per channel whatever the planner believes of show_channel's size (its statistics lag a fresh import)
      const withShows = new Set(
        (yield* rowsOf(
          em,
          ChannelIdRow,
          sql`select c.channel_id from unnest(${boundArray("int", unknown)}) as c(channel_id)
           cross join lateral (select 1 from show_channel sc where sc.channel_id = c.channel_id limit 1) as any_show`,
        )).map((row) => row.channel_id),
      );
      for (const id of unknown) emptyChannels.set(id, !withShows.has(id));
    });
  let takenTitleSlugs: Set<string> | undefined;
  // the next suffix to try for a base slug, so that the hundredth film of one title and year does not probe the first ninety-nine
  const nextSuffix = new Map<string, number>();
  const personIds = new Map<string, number>();
  // titles this import created whose credits are not written yet: theirs need no conflict check
  const freshTitles = new Set<number>();
  // one read per import: every slug and site key in use, so new films get theirs without a query per batch
  const titleSlugsInUse = Effect.gen(function* () {
    if (takenTitleSlugs !== undefined) return takenTitleSlugs;
    const rows = yield* rowsOf(
      em,
      KeyRow,
      sql`select slug as key from title union all select slug from title_former_key
       union all select substr(imdb, ${SITE_KEY_PREFIX.length + 1}) from title where imdb like ${`${SITE_KEY_PREFIX}%`}`,
    );
    takenTitleSlugs = new Set(rows.map((row) => row.key));
    return takenTitleSlugs;
  });
  const knownCertificates = new Set<string>();
  const ensureCertificates = (certificates: ReadonlyArray<BbfcCertificate>) =>
    Effect.gen(function* () {
      const missing = [...new Map(certificates.filter((c) => !knownCertificates.has(c.name)).map((c) => [c.name, c])).values()];
      if (missing.length === 0) return;
      yield* rowsWritten(
        em,
        sql`insert into certificate (name, rank) select name, rank from ${unnestRows("c", missing, [
          ["name", "text", (certificate) => certificate.name],
          ["rank", "smallint", (certificate) => certificate.rank],
        ])} on conflict (name) do nothing`,
      );
      for (const certificate of missing) knownCertificates.add(certificate.name);
    });
  const ensureStaging = Effect.gen(function* () {
    if (staging) return;
    yield* rowsWritten(
      em,
      sql`create temp table import_show (
        channel_id int not null, start_ms bigint not null, end_ms bigint not null, title_id int not null, art smallint,
        season smallint, episode smallint, n_episodes smallint, episode_title text, premiere boolean not null, hd boolean not null,
        subtitles boolean not null, signed boolean not null, audio_described boolean not null, source text not null
      ) on commit drop`,
    );
    staging = true;
  });
  const freeSlug = (taken: Set<string>, base: string): string => {
    if (!taken.has(base)) return base;
    let n = nextSuffix.get(base) ?? 2;
    while (taken.has(`${base}-${n}`)) n++;
    nextSuffix.set(base, n + 1);
    return `${base}-${n}`;
  };

  return {
    listTitleIdentities: rowsOf(em, TitleIdentityRow, sql`select ${TITLE_COLUMNS} from title`).pipe(Effect.map((rows) => rows.map(titleIdentityOf))),

    // the file's channels are resolved at once, before its programmes: which of them are empty is asked then, in the same turn
    resolveChannels: (claims) =>
      claims.length === 0
        ? Effect.succeed([])
        : Effect.tap(resolveChannels(em, claims), (resolved) =>
            findEmptyChannels(resolved.flatMap((channel) => (channel.channelId === null ? [] : [channel.channelId]))),
          ),

    createTitles: (films) =>
      Effect.gen(function* () {
        if (films.length === 0) return [];
        const taken = yield* titleSlugsInUse;
        const rows = films.map((film) => {
          const slug = freeSlug(taken, film.baseSlug === "" ? "film" : film.baseSlug);
          taken.add(slug);
          return { ...film, slug, imdb: film.imdb ?? `${SITE_KEY_PREFIX}${slug}` };
        });
        yield* ensureCertificates(films.flatMap((film) => (film.certificate === null ? [] : [film.certificate])));
        // each title is new, so a genre pair can only repeat within the batch: deduplicated here, it needs no conflict check
        const genres = rows.flatMap((film) => [...new Set(film.genreSlugs)].map((name, ord) => ({ imdb: film.imdb, name, ord })));
        const languages = rows.flatMap((film) => film.languages.map((name, ord) => ({ imdb: film.imdb, name, ord })));
        // the titles, their genres and their languages in one statement: one round trip per batch
        const inserted = yield* rowsOf(
          em,
          TitleIdentityRow,
          sql`with inserted as (
             insert into title (kind, imdb, slug, title, match_key, year, length, poster_url, synopsis, synopsis_short, tvguide_synopsis, tmdb_kind, tmdb_id, certificate_id, verified)
             select f.kind, f.imdb, f.slug, f.title, f.match_key, f.year, f.length, f.poster_url, f.synopsis, f.synopsis_short, f.synopsis, f.tmdb_kind, f.tmdb_id, c.id, false
             from ${unnestRows("f", rows, [
               ["kind", "text", (film) => film.kind],
               ["imdb", "text", (film) => film.imdb],
               ["slug", "text", (film) => film.slug],
               ["title", "text", (film) => film.title],
               ["match_key", "text", (film) => titleMatchKey(film.title)],
               ["year", "smallint", (film) => film.year],
               ["length", "smallint", (film) => film.length],
               ["poster_url", "text", (film) => film.posterUrl],
               ["synopsis", "text", (film) => film.synopsis],
               ["synopsis_short", "text", (film) => film.synopsisShort],
               ["tmdb_kind", "text", (film) => film.tmdbKind],
               ["tmdb_id", "int", (film) => film.tmdbId],
               ["certificate", "text", (film) => film.certificate?.name ?? null],
             ])}
             left join certificate c on c.name = f.certificate returning ${TITLE_COLUMNS}
           ), genres as (
             insert into title_genre (title_id, genre_id, ord)
             select i.id, genre.id, g.ord from ${unnestRows("g", genres, NAMED_FOR_TITLE)}
             join inserted i on i.imdb = g.imdb join genre on genre.slug = g.name
           ), languages as (
             insert into title_language (title_id, language_id, ord)
             select i.id, l.id, v.ord from ${unnestRows("v", languages, NAMED_FOR_TITLE)}
             join inserted i on i.imdb = v.imdb join language l on lower(l.name) = lower(v.name) on conflict do nothing
           )
           select * from inserted`,
        );
        for (const row of inserted) freshTitles.add(row.id);
        const byImdb = new Map(inserted.map((row) => [row.imdb, titleIdentityOf(row)]));
        return rows.map((film) => byImdb.get(film.imdb) as TitleIdentity);
      }),

    catalogueMoviesByKey: (keys) => catalogueTitlesByKey(em, "film", keys),
    catalogueSeriesByKey: (keys) => catalogueTitlesByKey(em, "series", keys),
    linkFilms: (links) => linkFilms(em, links),

    adoptCatalogueFacts: (titleIds) => adoptCatalogueFacts(em, titleIds),

    addCredits: (credits) =>
      Effect.gen(function* () {
        const names = [...new Set(credits.flatMap((credit) => credit.names))].filter((name) => !personIds.has(name));
        const people = personIds;
        if (names.length > 0) {
          const found = yield* rowsOf(
            em,
            NamedIdRow,
            sql`select distinct on (name) id, name from person where name = any(${boundArray("text", names)}) order by name, id`,
          );
          for (const row of found) people.set(row.name, row.id);
        }
        const newNames = names.filter((name) => !people.has(name));
        if (newNames.length > 0) {
          const slugs = yield* allocateSlugs(
            em,
            "person",
            newNames.map((name) => slugOf(name)),
          );
          const created = yield* rowsOf(
            em,
            SluggedIdRow,
            sql`insert into person (name, slug) select name, slug from ${unnestRows(
              "p",
              newNames.map((name, i) => ({ name, slug: slugs[i] ?? "" })),
              [
                ["name", "text", (person) => person.name],
                ["slug", "text", (person) => person.slug],
              ],
            )} returning id, slug`,
          );
          const nameOfSlug = new Map(newNames.map((name, i) => [slugs[i], name]));
          for (const row of created) people.set(nameOfSlug.get(row.slug) ?? "", row.id);
        }
        const rows = credits.flatMap((credit) =>
          [...new Set(credit.names)].map((name, ord) => ({
            titleId: credit.titleId,
            personId: people.get(name) ?? 0,
            role: credit.role,
            ord,
            character: credit.characters?.[credit.names.indexOf(name)] ?? null,
          })),
        );
        // a title created by this import has no credits yet: its rows, the first of each person and role (with the
        // first part named), go in without the conflict check an upsert makes per row
        const fresh = new Map<string, CreditRow>();
        const others: Array<CreditRow> = [];
        for (const row of rows) {
          if (!freshTitles.has(row.titleId)) {
            others.push(row);
            continue;
          }
          const key = `${row.titleId}:${row.personId}:${row.role}`;
          const first = fresh.get(key);
          if (first === undefined) fresh.set(key, row);
          else if (first.character === null && row.character !== null) fresh.set(key, { ...first, character: row.character });
        }
        for (const row of fresh.values()) freshTitles.delete(row.titleId);
        const values = (alias: string, batch: ReadonlyArray<CreditRow>) => unnestRows(alias, batch, CREDIT_COLUMNS);
        const inserted =
          fresh.size === 0
            ? 0
            : yield* rowsWritten(
                em,
                sql`insert into credit (${sql.raw(CREDIT_FIELDS)}) select ${sql.raw(CREDIT_FIELDS)} from ${values("c", [...fresh.values()])}`,
              );
        const upserted =
          others.length === 0
            ? 0
            : yield* rowsWritten(
                em,
                sql`insert into credit (${sql.raw(CREDIT_FIELDS)}) select ${sql.raw(CREDIT_FIELDS)} from ${values("c", others)}
                 on conflict (title_id, person_id, role) do update set "character" = excluded."character"
                 where credit."character" is null and excluded."character" is not null`,
              );
        return inserted + upserted;
      }),

    fillMissingCertificates: (rows) =>
      Effect.gen(function* () {
        if (rows.length === 0) return 0;
        yield* ensureCertificates(rows.map((row) => row.certificate));
        return yield* rowsWritten(
          em,
          sql`update title t set certificate_id = c.id from ${unnestRows("v", rows, [
            ["title_id", "int", (row) => row.titleId],
            ["name", "text", (row) => row.certificate.name],
          ])} join certificate c on c.name = v.name where t.id = v.title_id and t.certificate_id is null`,
        );
      }),

    fillMissingYears: (rows) =>
      rows.length === 0
        ? Effect.succeed(0)
        : rowsWritten(
            em,
            sql`update title t set year = v.year from ${unnestRows("v", rows, [
              ["title_id", "int", (row) => row.titleId],
              ["year", "int", (row) => row.year],
            ])} where t.id = v.title_id and t.year is null`,
          ),

    stageShows: (shows, source) =>
      Effect.gen(function* () {
        if (shows.length === 0) return 0;
        yield* findEmptyChannels(shows.map((show) => show.channelId));
        const direct: Array<ScheduledShow> = [];
        const staged: Array<ScheduledShow> = [];
        let dropped = 0;
        for (const show of shows) {
          let starts = takenStarts.get(show.channelId);
          if (starts === undefined) takenStarts.set(show.channelId, (starts = new Set()));
          if (starts.has(show.start)) dropped++;
          else {
            starts.add(show.start);
            (emptyChannels.get(show.channelId) === true ? direct : staged).push(show);
          }
        }
        const sourceValue = `${XMLTV_SOURCE}:${source}`;
        if (direct.length > 0) {
          insertedEarly += yield* rowsWritten(
            em,
            sql`with fresh as materialized (
               select nextval(${sql.raw(SHOW_ID_SEQUENCE)}) as show_id, st.* from ${unnestRows("st", direct, SHOW_COLUMNS)}
             ), written as (
               insert into "show" (id, "time", ${sql.raw(SHOW_FIELDS)}, source)
               select st.show_id, ${sql.raw(at("st.start_ms"))}, ${sql.raw(showValues)}, ${sourceValue}::text from fresh st
             )
             insert into show_channel (show_id, channel_id) select show_id, channel_id from fresh`,
          );
        }
        if (staged.length > 0) {
          yield* ensureStaging;
          yield* rowsWritten(
            em,
            sql`insert into import_show (${sql.raw(SHOW_COLUMNS.map(([name]) => name).join(", "))}, source)
             select s.*, ${sourceValue}::text from ${unnestRows("s", staged, SHOW_COLUMNS)}`,
          );
        }
        return dropped;
      }),

    replaceStagedShows: Effect.gen(function* () {
      // only channels that had imported shows are staged: shows of the others went in with their batches
      if (!staging) return { inserted: insertedEarly, updated: 0, unchanged: 0, removed: 0 };
      const run = (statement: string) => rowsWritten(em, sql.raw(statement));
      yield* run("analyze import_show");
      // the shows already in each staged channel's window; the first (lowest id) at a start the file has is kept, the rest go
      yield* run(
        `create temp table import_existing on commit drop as
         select e.id, e.channel_id, e.start_ms,
           e.id = min(e.id) over (partition by e.channel_id, e.start_ms)
             and exists (select 1 from import_show st where st.channel_id = e.channel_id and st.start_ms = e.start_ms) as kept
         from (
           select s.id, sc.channel_id, (extract(epoch from s."time") * 1000)::bigint as start_ms from "show" s
           join show_channel sc on sc.show_id = s.id
           join (select channel_id, min(start_ms) lo, max(greatest(end_ms, start_ms + 1)) hi from import_show group by channel_id) w
             on w.channel_id = sc.channel_id
           where s."time" < ${at("w.hi")} and s."time" >= ${at("w.lo")} - interval '1 day'
             and (s."time" >= ${at("w.lo")} or s."time" + coalesce(s.art, 0) * interval '1 minute' > ${at("w.lo")})
         ) e`,
      );
      yield* run("analyze import_existing");
      const [kept] = yield* rowsOf(em, MatchedRow, sql`select count(*)::int as matched from import_existing where kept`);
      const matched = kept?.matched ?? 0;
      const removed = yield* run(`delete from "show" where id in (select id from import_existing where not kept)`);
      const updated = yield* run(
        `update "show" s set (${SHOW_FIELDS}, source) = (${showValues}, st.source)
         from import_show st join import_existing k on k.channel_id = st.channel_id and k.start_ms = st.start_ms and k.kept
         where s.id = k.id
         and (${SHOW_FIELDS.split(", ")
           .map((field) => `s.${field}`)
           .join(", ")}) is distinct from (${showValues})`,
      );
      const inserted = yield* run(
        `with fresh as materialized (
           select nextval(${SHOW_ID_SEQUENCE}) as new_id, st.* from import_show st
           where not exists (select 1 from import_existing k where k.channel_id = st.channel_id and k.start_ms = st.start_ms and k.kept)
           order by st.channel_id, st.start_ms
         ), written as (
           insert into "show" (id, "time", ${SHOW_FIELDS}, source) select st.new_id, ${at("st.start_ms")}, ${showValues}, st.source from fresh st
         )
         insert into show_channel (show_id, channel_id) select new_id, channel_id from fresh`,
      );
      return { inserted: insertedEarly + inserted, updated, unchanged: matched - updated, removed };
    }),
  };
};

export const makeScheduleImportStorePostgres = (orm: Orm): ScheduleImportStoreShape => ({
  inTransaction: (work) =>
    inTransaction(orm, SCHEDULE_IMPORT_LOCK, (em) =>
      // the import's statements are many short ones over fresh tables whose statistics lag: compiling any of them costs more than it saves
      Effect.flatMap(rowsWritten(em, sql`set local jit = off`), () => work(sessionFor(em))),
    ),
});

/** The schedule import store on PostgreSQL or embedded PGlite. */
export const ScheduleImportStorePostgres = Layer.effect(
  ScheduleImportStore,
  Effect.gen(function* () {
    const database = yield* Database;
    return makeScheduleImportStorePostgres(database.orm);
  }),
);
