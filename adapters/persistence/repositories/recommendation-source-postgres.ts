import { Effect, Layer } from "effect";
import { sql } from "kysely";
import { RecommendationSource } from "../../../application/personal/recommendation-source.ts";
import { CandidateFilm, TasteFilm } from "../../../domain/recommendations.ts";
import { Database } from "../database-service.ts";
import { at, epochMsOf, selectDecoded, statement } from "./sql-statement.ts";

const STARS_PER_FILM = 5;

export const TITLE_FEATURES = sql`
  coalesce((select array_agg(g.name order by tg.ord) from title_genre tg join genre g on g.id = tg.genre_id where tg.title_id = t.id), '{}') as genres,
  coalesce((select array_agg(p.name order by c.ord) from credit c join person p on p.id = c.person_id
            where c.title_id = t.id and c.role = 'director'), '{}') as directors,
  coalesce((select array_agg(s.name) from (select p.name from credit c join person p on p.id = c.person_id
            where c.title_id = t.id and c.role = 'star' order by c.ord limit ${STARS_PER_FILM}) s), '{}') as stars`;

export const RecommendationSourcePostgres = Layer.effect(
  RecommendationSource,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return RecommendationSource.of({
      taste: (userId) =>
        statement(orm, (em) =>
          selectDecoded(
            em,
            TasteFilm,
            sql`select t.imdb as tconst, t.year, ut.stars as rating, ${TITLE_FEATURES}
             from user_title ut join title t on t.id = ut.title_id where ut.user_id = ${userId} and ut.watched`,
          ),
        ),
      candidates: (from, to) =>
        statement(orm, (em) =>
          selectDecoded(
            em,
            CandidateFilm,
            sql`select t.imdb as tconst, t.title, t.year, t.slug, t.poster_url as "posterUrl", ${epochMsOf("n.time")} as time, ${TITLE_FEATURES}
             from (select s.title_id, min(s.time) as time from show s
                   where s.time >= ${at(from)} and s.time < ${at(to)} and exists (select 1 from show_channel sc where sc.show_id = s.id)
                   group by s.title_id) n
             join title t on t.id = n.title_id where t.kind = 'film'
             order by n.time, t.imdb`,
          ),
        ),
    });
  }),
);
