import { sql, type RawBuilder } from "kysely";
import { FREE_TO_AIR_SYSTEM_IDS } from "../../../domain/system.ts";
import { LISTING_STARS } from "../../../application/listings/listing-read-model.ts";
import { titleAddressSql } from "./title-address-sql.ts";

// SQL that builds the wire shapes of films, series and shows inside PostgreSQL, so a page is one or two statements. Every
// fragment here names columns only (aliases of the statement it goes in); values always travel as bound parameters (the titles'
// addresses carry their paths' constant parts as parameters too, from the one rule the routes and the HTTP contract use).

export const epochMs = (column: string): string => `(extract(epoch from ${column}) * 1000)::float8`;

const credits = (title: string, role: "star" | "director"): string =>
  `coalesce((select json_agg(json_build_object('name', p.name, 'slug', p.slug, 'tmdb_img', p.tmdb_img) order by c.ord) ` +
  `from credit c join person p on p.id = c.person_id where c.title_id = ${title}.id and c.role = '${role}'), '[]'::json)`;

const idList = (table: string, column: string, title: string): string =>
  `coalesce((select array_agg(x.${column} order by x.ord) from ${table} x where x.title_id = ${title}.id), '{}')`;

const titleAddress = (title: string, where: "page" | "api"): RawBuilder<string> => titleAddressSql(sql.ref(`${title}.kind`), sql.ref(`${title}.slug`), where);

const directorAndStarNames = (title: string): string =>
  `(array(select p.name from credit c join person p on p.id = c.person_id where c.title_id = ${title}.id and c.role = 'director' order by c.ord) || ` +
  `array(select p.name from (select c.person_id, c.ord from credit c where c.title_id = ${title}.id and c.role = 'star' order by c.ord limit ${LISTING_STARS}) c ` +
  `join person p on p.id = c.person_id order by c.ord))`;

/** The lists a listing record holds, as SQL expressions: correlated subqueries here, joined aggregates in a set-based statement. */
export interface TitleLists {
  readonly genres: string;
  readonly languages: string;
  readonly aka: string;
  /** Names of the directors, then of the first LISTING_STARS stars. */
  readonly people: string;
}

const correlatedLists = (title: string): TitleLists => ({
  genres: idList("title_genre", "genre_id", title),
  languages: idList("title_language", "language_id", title),
  aka: `(select array_agg(a.name order by a.ord) from title_aka a where a.title_id = ${title}.id)`,
  people: directorAndStarNames(title),
});

/**
 * The film or series as listings carry it: enough to filter, sort and draw a row or card, its people by name only (for the
 * keyword filter; credits come with the title's page); optional members are left out when null or empty.
 */
export const listingTitleJson = (title: string, lists: TitleLists = correlatedLists(title)): RawBuilder<unknown> =>
  sql`${sql.raw(
    `(jsonb_build_object(` +
      `'imdb', ${title}.imdb, 'title', ${title}.title, 'year', ${title}.year, 'slug', ${title}.slug, 'certificate', ${title}.certificate_id, ` +
      `'genres', ${lists.genres}, 'languages', ${lists.languages}, ` +
      `'length', ${title}.length, 'audi', ${title}.audi, 'crit', ${title}.crit, 'imdb_r', ${title}.imdb_r) || jsonb_strip_nulls(jsonb_build_object(` +
      `'year_end', ${title}.year_end, 'poster_url', ${title}.poster_url, 'synopsis_short', ${title}.synopsis_short, 'youtube', ${title}.youtube, ` +
      `'rt_slug', ${title}.rt_slug, 'aka', ${lists.aka}, 'people', nullif(${lists.people}, '{}'), `,
  )}'api', ${titleAddress(title, "api")})))`;

const freeToAir = FREE_TO_AIR_SYSTEM_IDS.join(", ");

const onFreeToAir = (show: string): string =>
  `exists (select 1 from show_channel fc join channel_system fy on fy.channel_id = fc.channel_id where fc.show_id = ${show}.id and fy.system_id in (${freeToAir}))`;

// First on free TV: on a free-to-air channel, and no earlier showing of the title on one in the history the database holds.
const firstOnFreeTv = (show: string): string =>
  `${show}.streaming_service_id is null and ${onFreeToAir(show)} and not exists (select 1 from show e where e.title_id = ${show}.title_id ` +
  `and e.time < ${show}.time and e.streaming_service_id is null and ${onFreeToAir("e")})`;

// Last chance: a live showing with no later live showing of the title and the title on no streaming service.
const lastChance = (show: string): string =>
  `${show}.streaming_service_id is null and not exists (select 1 from show l where l.title_id = ${show}.title_id and l.time > ${show}.time ` +
  `and l.streaming_service_id is null) and not exists (select 1 from show v where v.title_id = ${show}.title_id and v.streaming_service_id is not null)`;

/** What a show's record says beyond its own columns, as SQL expressions: correlated subqueries here, joined ones in a set-based statement. */
export interface ShowMarks {
  /** Its channel ids, ascending; null for none. */
  readonly cs: string;
  readonly firstOnFreeTv: string;
  readonly lastChance: string;
}

const correlatedMarks = (show: string): ShowMarks => ({
  cs: `(select array_agg(sc.channel_id order by sc.channel_id) from show_channel sc where sc.show_id = ${show}.id)`,
  firstOnFreeTv: firstOnFreeTv(show),
  lastChance: lastChance(show),
});

/** A show in the compact wire shape; null members are left out and `cs` is present only for live showings. */
export const showJson = (show: string, title: string, marks: ShowMarks = correlatedMarks(show)): string =>
  `json_strip_nulls(json_build_object(` +
  `'id', ${show}.id, 'f', ${title}.imdb, 'series', case when ${title}.kind = 'series' then ${title}.id end, ` +
  `'time', ${epochMs(`${show}.time`)}, 'art', ${show}.art, ` +
  `'cs', ${marks.cs}, ` +
  `'s', ${show}.streaming_service_id, 'l', ${show}.link, 'a', ${show}.availability, ` +
  `'p', nullif(${show}.premiere_system_ids, '{}'), ` +
  `'season', ${show}.season, 'episode', ${show}.episode, 'n_episodes', ${show}.n_episodes, 'episode_title', ${show}.episode_title, ` +
  `'sub', case when ${show}.subtitles then true end, 'ad', case when ${show}.audio_described then true end, 'sl', case when ${show}.signed then true end, ` +
  `'ft', case when ${marks.firstOnFreeTv} then true end, 'lc', case when ${marks.lastChance} then true end` +
  `))`;

/** Channels in the wire shape, by name; `nShows`, when given, is the SQL expression of the films it shows in the listing's window. */
export const channelJson = (channel: string, nShows: string | null): string =>
  `json_build_object('id', ${channel}.id, 'name', ${channel}.name, 'slug', ${channel}.slug, 'logo', ${channel}.logo, 'hd', ${channel}.hd, ` +
  `'systems', coalesce((select json_agg(json_build_array(cs.system_id, cs.number) order by cs.system_id, cs.number) from channel_system cs where cs.channel_id = ${channel}.id), '[]'::json)` +
  (nShows === null ? "" : `, 'n_shows', ${nShows}`) +
  `)`;

/** Everything the Film and Series pages show about the title itself (shows and channels come separately). */
export const pageTitleJson = (title: string): RawBuilder<unknown> =>
  sql`((${listingTitleJson(title)} - 'people') || jsonb_build_object(${sql.raw(
    `'id', ${title}.id, 'aka', (select coalesce(array_agg(a.name order by a.ord), '{}') from title_aka a where a.title_id = ${title}.id), ` +
      `'stars', ${credits(title, "star")}, 'directors', ${credits(title, "director")}, ` +
      `'rotten', jsonb_build_object('status', ${title}.rotten_status, 'url', ${title}.rotten_url), ` +
      `'similars', coalesce((select json_agg(json_build_object('imdb', o.imdb, 'title', o.title, 'year', o.year, 'slug', o.slug, 'poster_url', o.poster_url) order by ts.ord) ` +
      `from title_similar ts join title o on o.id = ts.similar_id where ts.title_id = ${title}.id), '[]'::json), ` +
      `'streamings', coalesce((select json_agg(json_build_object('s', st.streaming_service_id, 'l', st.link) order by st.streaming_service_id) ` +
      `from (select distinct on (s.streaming_service_id) s.streaming_service_id, s.link from show s ` +
      `where s.title_id = ${title}.id and s.streaming_service_id is not null and s.link is not null order by s.streaming_service_id, s.time desc) st), '[]'::json), ` +
      `'incorrect', ${title}.incorrect, 'fullData', ${title}.full_data, `,
  )}'url', ${titleAddress(title, "page")}, ${sql.raw(
    `'never_on_tv', not exists (select 1 from show s where s.title_id = ${title}.id and s.streaming_service_id is null)` +
      `) || jsonb_strip_nulls(jsonb_build_object(` +
      `'synopsis', coalesce(${title}.synopsis, ${title}.imdb_synopsis, ${title}.tvguide_synopsis), ` +
      `'backdrop_url', ${title}.backdrop_url, 'metascore', ${title}.metascore, ` +
      `'gpt_review', coalesce(${title}.review, (select r.review from review r where r.title_id = ${title}.id and r.verified order by r.created_at desc limit 1)), ` +
      `'tmdb', case when ${title}.tmdb_id is not null then jsonb_build_object('kind', ${title}.tmdb_kind, 'tmdb_id', ${title}.tmdb_id) end` +
      `)))`,
  )}`;
