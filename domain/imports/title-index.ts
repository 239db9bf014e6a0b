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
  /** By IMDb id, else TMDB id, else match key and year, or the one film a year apart whose runtime agrees (a listing without a year takes the only film of that title). */
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

export const makeTitleIndex = (identities: Iterable<TitleIdentity>): TitleIndex => {
  // listings repeat titles all week, so each distinct title is normalised once
  const normalise = remembered(titleMatchKey, NORMALISED_CACHE_LIMIT);
  const titleKey = (identity: TitleIdentity): string => `${identity.kind}:${normalise(identity.title)}`;
  const byId = new Map<number, TitleIdentity>();
  const byImdb = new Map<string, TitleIdentity>();
  const byTmdb = new Map<string, TitleIdentity>();
  const byTitle = new Map<string, Array<TitleIdentity>>();

  const remove = (id: number): void => {
    const old = byId.get(id);
    if (old === undefined) return;
    byId.delete(id);
    if (byImdb.get(old.imdb) === old) byImdb.delete(old.imdb);
    if (old.tmdbKind !== null && old.tmdbId !== null && byTmdb.get(tmdbKey(old.tmdbKind, old.tmdbId)) === old) {
      byTmdb.delete(tmdbKey(old.tmdbKind, old.tmdbId));
    }
    const same = byTitle.get(titleKey(old));
    if (same !== undefined)
      byTitle.set(
        titleKey(old),
        same.filter((candidate) => candidate !== old),
      );
  };

  const add = (identity: TitleIdentity): void => {
    remove(identity.id);
    byId.set(identity.id, identity);
    if (!byImdb.has(identity.imdb)) byImdb.set(identity.imdb, identity);
    if (identity.tmdbKind !== null && identity.tmdbId !== null) {
      const key = tmdbKey(identity.tmdbKind, identity.tmdbId);
      if (!byTmdb.has(key)) byTmdb.set(key, identity);
    }
    const key = titleKey(identity);
    const same = byTitle.get(key);
    if (same === undefined) byTitle.set(key, [identity]);
    else same.push(identity);
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
  const compatible =
    (reference: TitleReference) =>
    (candidate: TitleIdentity): boolean =>
      (reference.imdbId === undefined || !isImdbTconst(candidate.imdb)) && (reference.tmdbId === undefined || candidate.tmdbId === null);

  const candidates = (kind: "film" | "series", reference: TitleReference): ReadonlyArray<TitleIdentity> =>
    (byTitle.get(`${kind}:${normalise(reference.title)}`) ?? []).filter(compatible(reference));

  const oldestFirst = (a: TitleIdentity, b: TitleIdentity): number => a.id - b.id;

  return {
    matchFilm: (reference) => {
      const byId = byIds(reference, "movie");
      if (byId !== undefined) return byId;
      const films = candidates("film", reference);
      if (reference.year !== undefined) {
        const facts = { title: reference.title, year: reference.year, runtime: reference.runtime ?? null };
        const exact = films.filter((film) => film.year === reference.year).sort(oldestFirst)[0];
        const near = films.filter((film) => film.year !== null && yearsAgree(facts, { title: film.title, year: film.year, runtime: film.length }));
        return exact ?? (near.length === 1 ? near[0] : undefined);
      }
      const undated = films.filter((film) => film.year === null).sort(oldestFirst)[0];
      return undated ?? (films.length === 1 ? films[0] : undefined);
    },
    matchSeries: (reference) => {
      const byId = byIds(reference, "tv");
      if (byId !== undefined) return byId;
      return [...candidates("series", reference)].sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || oldestFirst(a, b))[0];
    },
    add,
    replace: (provisionalId, identity) => {
      remove(provisionalId);
      add(identity);
    },
  };
};
