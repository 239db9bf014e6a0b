import { Schema } from "effect";
import { onlyCatalogueMatch, titleMatchKey, yearsAgree, type CatalogueMovie } from "./title-match.ts";
import type { HistoryImportReport, WatchedEntry } from "./watch-history.ts";

/** A film of the site as the import sees it: its IMDb id or site key, its title and year. */
export const SiteFilm = Schema.Struct({
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
});
export interface SiteFilm extends Schema.Schema.Type<typeof SiteFilm> {}

/** A film of the site the member watched, with the date and stars the export gives. */
export interface WatchedFilm {
  readonly tconst: string;
  readonly watchedOn: string | null;
  readonly stars: WatchedEntry["stars"];
}

export interface HistoryMatch {
  readonly films: ReadonlyArray<WatchedFilm>;
  readonly report: HistoryImportReport;
}

/** The IMDb ids and match keys to look the entries up by. */
export const lookupKeys = (entries: ReadonlyArray<WatchedEntry>) => ({
  imdbIds: [...new Set(entries.flatMap((entry) => (entry.imdbId === null ? [] : [entry.imdbId])))],
  matchKeys: [...new Set(entries.map((entry) => titleMatchKey(entry.title)))],
});

const laterDate = (a: string | null, b: string | null): string | null => (a === null ? b : b === null ? a : a > b ? a : b);

/**
 * Each entry's film: the site film with its IMDb id; else the one site film of its match key whose year agrees; else
 * the site film that is the one catalogue movie of its title and year. Two entries of one film make one film with the
 * later date and the later entry's stars. Entries found no way are listed as not found.
 */
export const matchHistory = (
  entries: ReadonlyArray<WatchedEntry>,
  siteFilms: ReadonlyArray<SiteFilm>,
  catalogue: ReadonlyArray<CatalogueMovie>,
  skipped: number,
): HistoryMatch => {
  const byTconst = new Map(siteFilms.map((film) => [film.tconst, film]));
  const byKey = Map.groupBy(siteFilms, (film) => titleMatchKey(film.title));
  const byTitle = (entry: WatchedEntry): SiteFilm | undefined => {
    const facts = { title: entry.title, year: entry.year, runtime: null };
    const candidates = (byKey.get(titleMatchKey(entry.title)) ?? []).filter((film) => yearsAgree(facts, { ...film, runtime: null }));
    if (candidates.length === 1) return candidates[0];
    if (candidates.length > 1) return undefined;
    const movie = onlyCatalogueMatch(facts, catalogue);
    return movie === undefined ? undefined : byTconst.get(movie.tconst);
  };
  const films = new Map<string, WatchedFilm>();
  const byId = new Set<string>();
  const notFound: Array<{ title: string; year: number | null }> = [];
  for (const entry of entries) {
    const exact = entry.imdbId === null ? undefined : byTconst.get(entry.imdbId);
    const film = exact ?? byTitle(entry);
    if (film === undefined) {
      notFound.push({ title: entry.title, year: entry.year });
      continue;
    }
    if (exact !== undefined) byId.add(film.tconst);
    const seen = films.get(film.tconst);
    films.set(film.tconst, {
      tconst: film.tconst,
      watchedOn: laterDate(seen?.watchedOn ?? null, entry.watchedOn),
      stars: entry.stars ?? seen?.stars ?? null,
    });
  }
  return {
    films: [...films.values()],
    report: {
      imported: films.size,
      matchedByTitle: [...films.keys()].filter((tconst) => !byId.has(tconst)).length,
      notFound: notFound.toSorted((a, b) => a.title.localeCompare(b.title) || (a.year ?? 0) - (b.year ?? 0)),
      skipped,
    },
  };
};
