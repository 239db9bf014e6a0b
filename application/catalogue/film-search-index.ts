import { Context, type Effect } from "effect";
import type { Film } from "../../domain/film.ts";
import type { ImdbFallback } from "../../domain/film-search.ts";
import type { CreditRole } from "../../domain/person-page.ts";
import type { Credit } from "../../domain/person.ts";
import type { Series } from "../../domain/series.ts";

/**
 * Fuzzy, accent- and case-insensitive search by a non-empty search match key (`searchMatchKey`). Titles rank in tiers: the
 * whole title is the key, then the key as whole words, then as part of a word (each tier most popular first), then
 * titles merely close to the key, closest first.
 */
export interface FilmSearchIndexShape {
  /** Films whose title or an aka title matches the key. */
  readonly findFilms: (key: string, limit: number) => Effect.Effect<ReadonlyArray<Film>>;
  readonly findSeries: (key: string, limit: number) => Effect.Effect<ReadonlyArray<Series>>;
  /** The person credited in the role whose name is closest to the key, if any is close enough. */
  readonly findPerson: (key: string, role: CreditRole) => Effect.Effect<Credit | null>;
  /** Films of the title catalogue that are not on the site yet (never shown on UK TV), the most voted first within a tier. */
  readonly findCatalogueFilms: (key: string, limit: number) => Effect.Effect<ReadonlyArray<ImdbFallback>>;
}

export class FilmSearchIndex extends Context.Service<FilmSearchIndex, FilmSearchIndexShape>()("tellyfilms/application/FilmSearchIndex") {}
