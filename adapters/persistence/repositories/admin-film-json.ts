import { sql, type RawBuilder } from "kysely";
import { epochMsOf } from "./sql-statement.ts";
import { titleAddressSql } from "./title-address-sql.ts";

// SQL that builds the admin dashboard's wire shapes inside PostgreSQL.

/** A column of the table aliased `alias`. */
const columnOf =
  (alias: string) =>
  (column: string): RawBuilder<unknown> =>
    sql.ref(`${alias}.${column}`);

const titleUrl = (t: string): RawBuilder<string> => titleAddressSql(columnOf(t)("kind"), columnOf(t)("slug"), "page");

const starNames = (t: string): RawBuilder<unknown> =>
  sql`coalesce((select json_agg(p.name order by c.ord) from credit c join person p on p.id = c.person_id where c.title_id = ${columnOf(t)("id")} and c.role = 'star'), '[]'::json)`;

// One entry per streaming service: its latest availability, which names the availability in "update streaming".
const streamings = (t: string): RawBuilder<unknown> => {
  const c = columnOf(t);
  return sql`coalesce((select json_agg(json_build_object('id', st.id, 's', st.streaming_service_id, 'l', coalesce(st.link, ''), 'imdb', ${c("imdb")}) order by st.streaming_service_id)
    from (select distinct on (s.streaming_service_id) s.id, s.streaming_service_id, s.link from show s
    where s.title_id = ${c("id")} and s.streaming_service_id is not null order by s.streaming_service_id, s.time desc, s.id desc) st), '[]'::json)`;
};

/** The AdminFilm of the title aliased `t`. */
export const adminFilmJson = (t: string): RawBuilder<unknown> => {
  const c = columnOf(t);
  return sql`json_build_object('id', ${c("id")}, 'kind', ${c("kind")}, 'title', ${c("title")}, 'year', ${c("year")}, 'slug', ${c("slug")}, 'url', ${titleUrl(t)},
    'poster_url', ${c("poster_url")}, 'synopsis', ${c("synopsis")}, 'verified', ${c("verified")}, 'incorrect', to_json(${c("incorrect")}),
    'imdb', json_build_object('tconst', ${c("imdb")}, 'synopsis', ${c("imdb_synopsis")}),
    'tvguide', json_build_object('synopsis', ${c("tvguide_synopsis")}, 'stars', ${starNames(t)}),
    'rotten', json_build_object('url', ${c("rotten_url")}, 'synopsis_full', ${c("rotten_synopsis")}, 'status', ${c("rotten_status")}),
    'rt_slug', ${c("rt_slug")},
    'tmdb', case when ${c("tmdb_id")} is not null then json_build_object('kind', coalesce(${c("tmdb_kind")}, 'movie'), 'tmdb_id', ${c("tmdb_id")}) end,
    'youtube', ${c("youtube")}, 'streamings', ${streamings(t)}, 'n_daily', ${c("n_daily")}, 'n_weekly', ${c("n_weekly")},
    'full_data', ${c("full_data")}, 'created_at', ${epochMsOf(`${t}.created_at`)})`;
};

/** The AdminReview of the review aliased `r` and its title `t`. */
export const adminReviewJson = (r: string, t: string): RawBuilder<unknown> => {
  const review = columnOf(r);
  const title = columnOf(t);
  return sql`json_build_object('id', ${review("id")}, 'film', ${title("title")}, 'film_id', ${title("imdb")}, 'film_url', ${titleUrl(t)}, 'synopsis', ${review("synopsis")},
    'review', ${review("review")}, 'verified', ${review("verified")}, 'created_at', ${epochMsOf(`${r}.created_at`)})`;
};
