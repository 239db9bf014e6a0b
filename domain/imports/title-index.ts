import { remembered } from "../remembered.ts";
import { titleMatchKey, yearsAgree } from "../title-match.ts";

/** What matching needs to know about a film or series already in the database. */
export interface TitleIdentity {
  readonly id: number;
  readonly kind: "film" | "series";
  /** The IMDb tconst, or a site key ("tf-...") for titles without one. */
  readonly imdb: string;
  readonly title: string;
  readonly year: number | null;
  /** Running time in minutes. */
  readonly length: number | null;
  readonly tmdbKind: "movie" | "tv" | null;
  readonly tmdbId: number | null;
  readonly hasCertificate: boolean;
}

/** How a listing names a film or series. */
export interface TitleReference {
  readonly title: string;
  readonly year?: number | undefined;
  /** Minutes; lets a year one apart still match. */
  readonly runtime?: number | undefined;
  readonly imdbId?: string | undefined;
  readonly tmdbId?: number | undefined;
  readonly tmdbKind?: "movie" | "tv" | undefined;
}

export interface TitleIndex {
  /** By IMDb id, else TMDB id, else match key and year, or the one film a year apart whose runtime agrees; a listing without a year takes the only film of that title, and a listing with one takes the only film of that title when its year is unknown. */
  readonly matchFilm: (reference: TitleReference) => TitleIdentity | undefined;
  /** By IMDb id, else TMDB id, else normalised title (the most recent series of that title). */
  readonly matchSeries: (reference: TitleReference) => TitleIdentity | undefined;
  /** Adds a title, or replaces the one with the same id. */
  readonly add: (identity: TitleIdentity) => void;
  /** Swaps a provisional title for the one the database made of it. */
  readonly replace: (provisionalId: number, identity: TitleIdentity) => void;
}

const IMDB_TCONST = /^tt\d{7,}$/;

export const isImdbTconst = (key: string): boolean => IMDB_TCONST.test(key);

const tmdbKey = (kind: "movie" | "tv", id: number): string => `${kind}:${id}`;

const NORMALISED_CACHE_LIMIT = 20_000;

// a title as the index holds it: whether its key is an IMDb id is asked once, not at every comparison
interface Entry {
  readonly identity: TitleIdentity;
  readonly tconst: boolean;
}

export const makeTitleIndex = (identities: Iterable<TitleIdentity>): TitleIndex => {
  // listings repeat titles all week, so each distinct title is normalised once
  const normalise = remembered(titleMatchKey, NORMALISED_CACHE_LIMIT);
  const titleKey = (identity: TitleIdentity): string => `${identity.kind}:${normalise(identity.title)}`;
  const byId = new Map<number, Entry>();
  const byImdb = new Map<string, TitleIdentity>();
  const byTmdb = new Map<string, TitleIdentity>();
  // the titles of each match key; among equals the lowest id (the oldest) is chosen, whatever the order they were added in
  const byTitle = new Map<string, Set<Entry>>();

  const remove = (id: number): void => {
    const entry = byId.get(id);
    if (entry === undefined) return;
    const old = entry.identity;
    byId.delete(id);
    if (byImdb.get(old.imdb) === old) byImdb.delete(old.imdb);
    if (old.tmdbKind !== null && old.tmdbId !== null && byTmdb.get(tmdbKey(old.tmdbKind, old.tmdbId)) === old) {
      byTmdb.delete(tmdbKey(old.tmdbKind, old.tmdbId));
    }
    byTitle.get(titleKey(old))?.delete(entry);
  };

  const add = (identity: TitleIdentity): void => {
    remove(identity.id);
    const entry = { identity, tconst: isImdbTconst(identity.imdb) };
    byId.set(identity.id, entry);
    if (!byImdb.has(identity.imdb)) byImdb.set(identity.imdb, identity);
    if (identity.tmdbKind !== null && identity.tmdbId !== null) {
      const key = tmdbKey(identity.tmdbKind, identity.tmdbId);
      if (!byTmdb.has(key)) byTmdb.set(key, identity);
    }
    const key = titleKey(identity);
    const same = byTitle.get(key);
    if (same === undefined) byTitle.set(key, new Set([entry]));
    else same.add(entry);
  };

  for (const identity of identities) add(identity);

  const byIds = (reference: TitleReference, defaultTmdbKind: "movie" | "tv"): TitleIdentity | undefined => {
    if (reference.imdbId !== undefined) {
      const found = byImdb.get(reference.imdbId);
      if (found !== undefined) return found;
    }
    if (reference.tmdbId !== undefined) return byTmdb.get(tmdbKey(reference.tmdbKind ?? defaultTmdbKind, reference.tmdbId));
    return undefined;
  };

  // A title that carries a different id of the same kind is a different title, however alike the names.
  const candidates = (kind: "film" | "series", reference: TitleReference): ReadonlyArray<TitleIdentity> => {
    const same = byTitle.get(`${kind}:${normalise(reference.title)}`);
    if (same === undefined) return [];
    const found: Array<TitleIdentity> = [];
    for (const entry of same) {
      if ((reference.imdbId === undefined || !entry.tconst) && (reference.tmdbId === undefined || entry.identity.tmdbId === null)) found.push(entry.identity);
    }
    return found;
  };

  // the oldest of those the test accepts
  const oldest = (titles: ReadonlyArray<TitleIdentity>, accepts: (title: TitleIdentity) => boolean): TitleIdentity | undefined => {
    let first: TitleIdentity | undefined;
    for (const title of titles) if (accepts(title) && (first === undefined || title.id < first.id)) first = title;
    return first;
  };

  return {
    matchFilm: (reference) => {
      const byId = byIds(reference, "movie");
      if (byId !== undefined) return byId;
      const films = candidates("film", reference);
      const year = reference.year;
      if (year !== undefined) {
        const exact = oldest(films, (film) => film.year === year);
        if (exact !== undefined) return exact;
        const facts = { title: reference.title, year, runtime: reference.runtime ?? null };
        const near = films.filter((film) => film.year !== null && yearsAgree(facts, { title: film.title, year: film.year, runtime: film.length }));
        if (near.length === 1) return near[0];
        // a film first listed without its year is this one when it is the only film of that title
        return films.length === 1 && films[0]?.year === null ? films[0] : undefined;
      }
      return oldest(films, (film) => film.year === null) ?? (films.length === 1 ? films[0] : undefined);
    },
    matchSeries: (reference) => {
      const byId = byIds(reference, "tv");
      if (byId !== undefined) return byId;
      let best: TitleIdentity | undefined;
      for (const series of candidates("series", reference)) {
        if (best === undefined || (series.year ?? 0) > (best.year ?? 0) || ((series.year ?? 0) === (best.year ?? 0) && series.id < best.id)) best = series;
      }
      return best;
    },
    add,
    replace: (provisionalId, identity) => {
      remove(provisionalId);
      add(identity);
    },
  };
};
