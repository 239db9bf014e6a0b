import { Context, type Effect } from "effect";
import type { Film } from "../../domain/film.ts";
import type { ImdbFallback } from "../../domain/film-search.ts";
import type { CreditRole } from "../../domain/person-page.ts";
import type { Credit } from "../../domain/person.ts";
import type { Series } from "../../domain/series.ts";

/** Fuzzy, accent- and case-insensitive search; every answer is ranked best match first. */
export interface FilmSearchIndexShape {
  /** Films whose title or an aka title is close to the keyword. */
  readonly findFilms: (keyword: string, limit: number) => Effect.Effect<ReadonlyArray<Film>>;
  readonly findSeries: (keyword: string, limit: number) => Effect.Effect<ReadonlyArray<Series>>;
  /** The person credited in the role whose name is closest to the keyword, if any is close enough. */
  readonly findPerson: (keyword: string, role: CreditRole) => Effect.Effect<Credit | null>;
  /** Films of the title catalogue that are not on the site yet (never shown on UK TV). */
  readonly findCatalogueFilms: (keyword: string, limit: number) => Effect.Effect<ReadonlyArray<ImdbFallback>>;
}

export class FilmSearchIndex extends Context.Service<FilmSearchIndex, FilmSearchIndexShape>()(
  "tellyfilms/application/FilmSearchIndex",
) {}
