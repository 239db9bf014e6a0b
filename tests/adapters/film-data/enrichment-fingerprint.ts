import type { Database } from "../../../adapters/persistence/database.ts";

/** Everything an enrichment run may write, as one string: equal strings mean the run changed nothing. */
export const enrichmentFingerprint = async (orm: Database): Promise<string> => {
  const rows = (sql: string) => orm.em.fork().getConnection().execute<Array<unknown>>(sql);
  return JSON.stringify(
    await Promise.all([
      rows(
        "select id, title, poster_url, backdrop_url, youtube, synopsis, length, crit, metascore, imdb_r, tmdb_kind, tmdb_id, certificate_id, tmdb_similar from title order by id",
      ),
      rows("select * from credit order by title_id, role, ord"),
      rows("select * from person order by id"),
      rows("select id, title_id, streaming_service_id, link, availability, source from show order by id"),
      rows("select * from title_similar order by title_id, similar_id"),
      rows("select * from title_genre order by title_id, genre_id"),
    ]),
  );
};
