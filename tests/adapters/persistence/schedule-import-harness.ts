import { titleMatchKey } from "../../../domain/title-match.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import type { Database } from "../../../adapters/persistence/database.ts";
import type { ScheduleImportHarness, ShowView, TitleView } from "../../application/contracts/schedule-import-store-contract.ts";

const TABLES = [
  "show_channel",
  "show",
  "credit",
  "person",
  "title_genre",
  "genre",
  "title_aka",
  "title",
  "certificate",
  "xmltv_channel_map",
  "channel_system",
  "channel",
  "system",
];

/** Empties the tables a schedule import touches, so one database can serve a whole suite. */
export const emptyScheduleTables = async (orm: Database): Promise<void> => {
  await orm.em.getConnection().execute(`truncate ${TABLES.map((table) => `"${table}"`).join(", ")} restart identity cascade`);
};

const asNumber = (value: unknown): number => (value instanceof Date ? value.getTime() : typeof value === "string" ? Date.parse(value) : Number(value));

/** Reads shows back with their channel slug and title key. */
export const readShows = async (orm: Database): Promise<ReadonlyArray<ShowView>> => {
  const rows = await orm.em.getConnection().execute<Array<Record<string, unknown>>>(
    `select s.id, c.slug as channel, (extract(epoch from s.time) * 1000)::float8 as time, t.imdb as title, s.art, s.season, s.episode, s.n_episodes,
            s.episode_title, s.premiere, s.hd, s.subtitles, s.signed, s.audio_described, s.premiere_system_ids, s.source
     from "show" s join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id join title t on t.id = s.title_id
     order by c.slug, s.time`,
  );
  return rows.map((row) => ({
    id: Number(row["id"]),
    channel: String(row["channel"]),
    time: asNumber(row["time"]),
    title: String(row["title"]),
    art: row["art"] as number | null,
    season: row["season"] as number | null,
    episode: row["episode"] as number | null,
    nEpisodes: row["n_episodes"] as number | null,
    episodeTitle: row["episode_title"] as string | null,
    premiere: row["premiere"] as boolean,
    hd: row["hd"] as boolean,
    subtitles: row["subtitles"] as boolean,
    signed: row["signed"] as boolean,
    audioDescribed: row["audio_described"] as boolean,
    premiereSystemIds: row["premiere_system_ids"] as Array<number>,
    source: String(row["source"]),
  }));
};

/** Reads titles back with their certificate name and credits in billing order. */
export const readTitles = async (orm: Database): Promise<ReadonlyArray<TitleView>> => {
  const rows = await orm.em.getConnection().execute<Array<Record<string, unknown>>>(
    `select t.imdb, t.slug, t.kind, t.title, t.year, t.verified, t.tmdb_kind, t.tmdb_id, c.name as certificate, t.length, t.synopsis, t.synopsis_short,
       coalesce((select array_agg(p.name order by cr.ord, p.name) from credit cr join person p on p.id = cr.person_id where cr.title_id = t.id and cr.role = 'director'), '{}') as directors,
       coalesce((select array_agg(p.name order by cr.ord, p.name) from credit cr join person p on p.id = cr.person_id where cr.title_id = t.id and cr.role = 'star'), '{}') as stars,
       coalesce((select array_agg(cr."character" order by cr.ord, p.name) from credit cr join person p on p.id = cr.person_id where cr.title_id = t.id and cr.role = 'star'), '{}') as characters,
       coalesce((select array_agg(g.name order by tg.ord, g.name) from title_genre tg join genre g on g.id = tg.genre_id where tg.title_id = t.id), '{}') as genres
     from title t left join certificate c on c.id = t.certificate_id order by t.slug`,
  );
  return rows.map((row) => ({
    imdb: String(row["imdb"]),
    slug: String(row["slug"]),
    kind: row["kind"] as "film" | "series",
    title: String(row["title"]),
    year: row["year"] as number | null,
    verified: row["verified"] as boolean,
    tmdbKind: row["tmdb_kind"] as "movie" | "tv" | null,
    tmdbId: row["tmdb_id"] as number | null,
    certificate: row["certificate"] as string | null,
    length: row["length"] as number | null,
    synopsis: row["synopsis"] as string | null,
    synopsisShort: row["synopsis_short"] as string | null,
    directors: row["directors"] as Array<string>,
    stars: row["stars"] as Array<string>,
    characters: row["characters"] as Array<string | null>,
    genres: row["genres"] as Array<string>,
  }));
};

export const scheduleImportHarnessPostgres = (orm: Database): ScheduleImportHarness => {
  const execute = <T = Array<Record<string, unknown>>>(sql: string, params: Array<unknown> = []) => orm.em.getConnection().execute<T & object>(sql, params);
  const insertId = async (sql: string, params: Array<unknown>): Promise<number> => {
    const [row] = await execute<Array<{ id: number }>>(`${sql} returning id`, params);
    return row?.id ?? 0;
  };
  return {
    store: makeScheduleImportStorePostgres(orm),
    reset: () => emptyScheduleTables(orm),
    seedChannel: async ({ name, slug, systems = [], logo }) => {
      const id = await insertId("insert into channel (name, slug, logo) values (?, ?, ?)", [name, slug, logo ?? null]);
      for (const system of systems) {
        await execute("insert into system (id, name, long_name) values (?, ?, ?) on conflict do nothing", [system, `System ${system}`, `System ${system}`]);
        await execute("insert into channel_system (channel_id, system_id, number) values (?, ?, ?)", [id, system, 100 + system]);
      }
      return id;
    },
    seedTitle: async (title) => {
      let certificateId: number | null = null;
      if (title.certificate !== undefined) {
        certificateId = await insertId("insert into certificate (name, rank) values (?, 1)", [title.certificate]);
      }
      return insertId(
        "insert into title (kind, imdb, slug, title, match_key, year, tmdb_kind, tmdb_id, certificate_id, verified) values (?, ?, ?, ?, ?, ?, ?, ?, ?, true)",
        [title.kind, title.imdb, title.slug, title.title, titleMatchKey(title.title), title.year, title.tmdbKind ?? null, title.tmdbId ?? null, certificateId],
      );
    },
    seedGenre: async (name, slug) => {
      await execute("insert into genre (name, slug) values (?, ?)", [name, slug]);
    },
    seedPerson: (name, slug) => insertId("insert into person (name, slug) values (?, ?)", [name, slug]),
    seedMapping: async (xmltvId, channelId) => {
      await execute("insert into xmltv_channel_map (xmltv_id, channel_id) values (?, ?)", [xmltvId, channelId]);
    },
    seedShow: async ({ channelId, titleId, time, source, art }) => {
      const id = await insertId(`insert into "show" (title_id, "time", source, art) values (?, to_timestamp(? / 1000.0), ?, ?)`, [
        titleId,
        time,
        source,
        art ?? null,
      ]);
      await execute("insert into show_channel (show_id, channel_id) values (?, ?)", [id, channelId]);
      return id;
    },
    shows: () => readShows(orm),
    titles: () => readTitles(orm),
    channels: async () =>
      (await execute<Array<{ slug: string; name: string; hd: boolean }>>("select slug, name, hd from channel order by slug")).map(({ slug, name, hd }) => ({
        slug,
        name,
        hd,
      })),
    logos: async () =>
      new Map((await execute<Array<{ slug: string; logo: string | null }>>("select slug, logo from channel")).map((row) => [row.slug, row.logo])),
    mappings: async () =>
      (
        await execute<Array<{ xmltv_id: string; slug: string | null }>>(
          "select m.xmltv_id, c.slug from xmltv_channel_map m left join channel c on c.id = m.channel_id order by m.xmltv_id",
        )
      ).map((row) => ({ xmltvId: row.xmltv_id, channel: row.slug })),
    people: async () =>
      (await execute<Array<{ name: string; slug: string }>>("select name, slug from person order by slug")).map(({ name, slug }) => ({ name, slug })),
  };
};

const FINGERPRINTED = [
  "channel",
  "xmltv_channel_map",
  "title",
  "title_genre",
  "title_aka",
  "certificate",
  "person",
  "credit",
  "show",
  "show_channel",
  "title_catalogue",
];

/** Row count and a hash of every row of the tables imports write, to show that nothing at all changed. */
export const databaseFingerprint = async (orm: Database): Promise<Record<string, string>> => {
  const fingerprint: Record<string, string> = {};
  for (const table of FINGERPRINTED) {
    const [row] = await orm.em
      .getConnection()
      .execute<Array<{ rows: number; hash: string }>>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${table}" t`,
      );
    fingerprint[table] = `${row?.rows ?? 0} rows, ${row?.hash ?? ""}`;
  }
  return fingerprint;
};
