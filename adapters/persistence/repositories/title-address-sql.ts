import { sql, type RawBuilder } from "kysely";
import { FILM_PATH, SERIES_PATH, titlePathParts } from "../../../domain/film.ts";
import { API_PREFIX } from "../../http/contract/api.ts";

const film = titlePathParts(FILM_PATH);
const series = titlePathParts(SERIES_PATH);

/**
 * A title's page address (`/film/{slug}/`), or under the API its record's (`/api/film/{slug}/`), built in SQL from the
 * paths the routes and the HTTP contract use: their constant parts travel as bound parameters.
 */
export const titleAddressSql = (kind: RawBuilder<unknown>, slug: RawBuilder<unknown>, where: "page" | "api"): RawBuilder<string> => {
  const under = where === "api" ? API_PREFIX : "";
  return sql<string>`(case when ${kind} = 'series' then ${under + series.before} else ${under + film.before} end || ${slug} || case when ${kind} = 'series' then ${series.after} else ${film.after} end)`;
};
