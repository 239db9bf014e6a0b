import { epochMs } from "./sql-statement.ts";

// SQL that builds the admin dashboard's wire shapes inside PostgreSQL.

const titleUrl = (t: string): string => `(case when ${t}.kind = 'series' then '/tvseries/' else '/film/' end || ${t}.slug || '/')`;

const starNames = (t: string): string =>
  `coalesce((select json_agg(p.name order by c.ord) from credit c join person p on p.id = c.person_id where c.title_id = ${t}.id and c.role = 'star'), '[]'::json)`;

// One entry per streaming service: its latest availability, which names the availability in "update streaming".
const streamings = (t: string): string =>
  `coalesce((select json_agg(json_build_object('id', st.id, 's', st.streaming_service_id, 'l', coalesce(st.link, ''), 'imdb', ${t}.imdb) order by st.streaming_service_id) ` +
  `from (select distinct on (s.streaming_service_id) s.id, s.streaming_service_id, s.link from show s ` +
  `where s.title_id = ${t}.id and s.streaming_service_id is not null order by s.streaming_service_id, s.time desc, s.id desc) st), '[]'::json)`;

/** The AdminFilm of the title aliased `t`. */
export const adminFilmJson = (t: string): string =>
  `json_build_object('id', ${t}.id, 'kind', ${t}.kind, 'title', ${t}.title, 'year', ${t}.year, 'slug', ${t}.slug, 'url', ${titleUrl(t)}, ` +
  `'poster_url', ${t}.poster_url, 'synopsis', ${t}.synopsis, 'verified', ${t}.verified, 'incorrect', to_json(${t}.incorrect), ` +
  `'imdb', json_build_object('tconst', ${t}.imdb, 'synopsis', ${t}.imdb_synopsis), ` +
  `'tvguide', json_build_object('synopsis', ${t}.tvguide_synopsis, 'stars', ${starNames(t)}), ` +
  `'rotten', json_build_object('url', ${t}.rotten_url, 'synopsis_full', ${t}.rotten_synopsis, 'status', ${t}.rotten_status), ` +
  `'rt_slug', ${t}.rt_slug, ` +
  `'tmdb', case when ${t}.tmdb_id is not null then json_build_object('kind', coalesce(${t}.tmdb_kind, 'movie'), 'tmdb_id', ${t}.tmdb_id) end, ` +
  `'youtube', ${t}.youtube, 'streamings', ${streamings(t)}, 'n_daily', ${t}.n_daily, 'n_weekly', ${t}.n_weekly, ` +
  `'full_data', ${t}.full_data, 'created_at', ${epochMs(`${t}.created_at`)})`;

/** The AdminReview of the review aliased `r` and its title `t`. */
export const adminReviewJson = (r: string, t: string): string =>
  `json_build_object('id', ${r}.id, 'film', ${t}.title, 'film_id', ${t}.imdb, 'film_url', ${titleUrl(t)}, 'synopsis', ${r}.synopsis, ` +
  `'review', ${r}.review, 'verified', ${r}.verified, 'created_at', ${epochMs(`${r}.created_at`)})`;
