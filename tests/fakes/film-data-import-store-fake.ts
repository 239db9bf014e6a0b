import { Effect, Exit } from "effect";
import type { CatalogueTitle, FilmDataImportSession, FilmDataImportStoreShape } from "../../application/imports/film-data-import-store.ts";

export interface FilmDataFakeState {
  titles: Array<{
    readonly id: number;
    readonly kind: "film" | "series";
    imdb: string;
    readonly title: string;
    imdbR: number | null;
    readonly year?: number | null;
    readonly length?: number | null;
  }>;
  catalogue: Map<string, CatalogueTitle & { averageRating: number | null; numVotes: number | null }>;
  people: Array<{ readonly id: number; name: string; readonly slug: string; imdb: string | null }>;
  credits: Array<{ readonly titleId: number; readonly personId: number; readonly role: "director" | "star"; ord: number }>;
  akas: Array<{ readonly titleId: number; readonly ord: number; readonly name: string }>;
  nextId: number;
}

export const emptyFilmDataFakeState = (): FilmDataFakeState => ({ titles: [], catalogue: new Map(), people: [], credits: [], akas: [], nextId: 1 });

const sameCatalogueTitle = (a: CatalogueTitle, b: CatalogueTitle): boolean =>
  a.title === b.title && a.originalTitle === b.originalTitle && a.year === b.year && a.kind === b.kind && a.genres === b.genres && a.runtime === b.runtime;

// PostgreSQL keeps ratings as real (single precision); the fake compares the same way.
const real = (value: number): number => Math.fround(value);

const sessionOver = (state: FilmDataFakeState): FilmDataImportSession => {
  const ratingStaging = new Map<string, { readonly rating: number; readonly votes: number }>();
  let akaStaging: Array<{ readonly titleId: number; readonly ordering: number; readonly name: string }> | undefined;
  const completeCredits = new Set<string>();
  let creditStaging: Map<string, { readonly titleId: number; readonly nconst: string; readonly role: "director" | "star"; readonly ord: number }> | undefined;
  const filmId = (tconst: string): number | undefined => state.titles.find((title) => title.imdb === tconst && title.kind === "film")?.id;

  return {
    upsertCatalogueTitles: (rows) =>
      Effect.sync(() => {
        let written = 0;
        for (const row of rows) {
          const old = state.catalogue.get(row.tconst);
          const staged = ratingStaging.get(row.tconst);
          const averageRating = staged?.rating ?? old?.averageRating ?? null;
          const numVotes = staged?.votes ?? old?.numVotes ?? null;
          if (old !== undefined && sameCatalogueTitle(old, row) && old.averageRating === averageRating && old.numVotes === numVotes) continue;
          state.catalogue.set(row.tconst, { ...row, averageRating, numVotes });
          written++;
        }
        return written;
      }),

    stageRatings: (rows) =>
      Effect.sync(() => {
        let films = 0;
        for (const row of rows) {
          const rating = real(row.averageRating);
          ratingStaging.set(row.tconst, { rating, votes: row.numVotes });
          for (const title of state.titles) {
            if (title.imdb === row.tconst && title.imdbR !== rating) {
              title.imdbR = rating;
              films++;
            }
          }
        }
        return films;
      }),

    applyStagedRatings: Effect.sync(() => {
      let changed = 0;
      for (const [tconst, { rating, votes }] of ratingStaging) {
        const entry = state.catalogue.get(tconst);
        if (entry !== undefined && (entry.averageRating !== rating || entry.numVotes !== votes)) {
          entry.averageRating = rating;
          entry.numVotes = votes;
          changed++;
        }
      }
      return changed;
    }),

    stageAkas: (rows) =>
      Effect.sync(() => {
        const staging = (akaStaging ??= []);
        let kept = 0;
        for (const row of rows) {
          const titleId = filmId(row.tconst);
          if (titleId === undefined || staging.some((aka) => aka.titleId === titleId && aka.ordering === row.ordering)) continue;
          staging.push({ titleId, ordering: row.ordering, name: row.name });
          kept++;
        }
        return kept;
      }),

    stageCredits: (rows) =>
      Effect.sync(() => {
        const staging = (creditStaging ??= new Map());
        let kept = 0;
        for (const row of rows) {
          const titleId = filmId(row.tconst);
          const key = `${titleId}|${row.nconst}|${row.role}`;
          if (titleId === undefined || staging.has(key)) continue;
          staging.set(key, { titleId, nconst: row.nconst, role: row.role, ord: Math.min(row.ord, 32767) });
          kept++;
        }
        return kept;
      }),

    markCompleteCredits: (rows) =>
      Effect.sync(() => {
        for (const row of rows) {
          const titleId = filmId(row.tconst);
          if (titleId !== undefined) completeCredits.add(`${titleId}|${row.role}`);
        }
      }),

    unlinkedFilms: Effect.sync(() =>
      state.titles
        .filter((title) => title.kind === "film" && !title.imdb.startsWith("tt"))
        .map((title) => ({ id: title.id, title: title.title, year: title.year ?? null, length: title.length ?? null })),
    ),

    catalogueMoviesByKey: (keys) =>
      Effect.sync(() =>
        [...state.catalogue.values()]
          .filter((entry) => keys.includes(entry.matchKey) && (entry.kind === "movie" || entry.kind === "tvMovie"))
          .map((entry) => ({ tconst: entry.tconst, title: entry.title, year: entry.year, runtime: entry.runtime })),
      ),

    linkFilms: (links) =>
      Effect.sync(() => {
        let linked = 0;
        for (const link of links) {
          const title = state.titles.find((candidate) => candidate.id === link.titleId);
          if (title === undefined || state.titles.some((other) => other.imdb === link.tconst)) continue;
          title.imdb = link.tconst;
          title.imdbR ??= state.catalogue.get(link.tconst)?.averageRating ?? null;
          linked++;
        }
        return linked;
      }),

    unlinkedSeries: Effect.sync(() =>
      state.titles
        .filter((title) => title.kind === "series" && !title.imdb.startsWith("tt"))
        .map((title) => ({ id: title.id, title: title.title, year: title.year ?? null, length: title.length ?? null })),
    ),

    catalogueSeriesByKey: (keys) =>
      Effect.sync(() =>
        [...state.catalogue.values()]
          .filter((entry) => keys.includes(entry.matchKey) && (entry.kind === "tvSeries" || entry.kind === "tvMiniSeries"))
          .map((entry) => ({ tconst: entry.tconst, title: entry.title, year: entry.year })),
      ),

    linkSeries: (links) =>
      Effect.sync(() => {
        let linked = 0;
        let merged = 0;
        for (const link of links) {
          const title = state.titles.find((candidate) => candidate.id === link.titleId);
          const holder = state.titles.find((other) => other.imdb === link.tconst);
          if (title === undefined || holder?.id === title.id) continue;
          if (holder === undefined) {
            title.imdb = link.tconst;
            title.imdbR ??= state.catalogue.get(link.tconst)?.averageRating ?? null;
            linked++;
          } else if (holder.kind === "series") {
            state.titles = state.titles.filter((other) => other !== title);
            state.credits = state.credits.map((credit) => (credit.titleId === title.id ? { ...credit, titleId: holder.id } : credit));
            const names = [title.title, ...state.akas.filter((aka) => aka.titleId === title.id).map((aka) => aka.name)];
            const known = new Set(
              [holder.title, ...state.akas.filter((aka) => aka.titleId === holder.id).map((aka) => aka.name)].map((name) => name.toLowerCase()),
            );
            let ord = Math.max(-1, ...state.akas.filter((aka) => aka.titleId === holder.id).map((aka) => aka.ord)) + 1;
            state.akas = state.akas.filter((aka) => aka.titleId !== title.id);
            for (const name of names) {
              if (known.has(name.toLowerCase())) continue;
              known.add(name.toLowerCase());
              state.akas.push({ titleId: holder.id, ord: ord++, name });
            }
            merged++;
          }
        }
        return { linked, merged };
      }),

    nameStagedPeople: (rows) =>
      Effect.sync(() => {
        if (creditStaging === undefined) return 0;
        const needed = new Set([...creditStaging.values()].map((credit) => credit.nconst));
        let changed = 0;
        const seen = new Set<string>();
        for (const row of rows) {
          if (!needed.has(row.nconst) || seen.has(row.nconst)) continue;
          seen.add(row.nconst);
          const known = state.people.find((person) => person.imdb === row.nconst);
          if (known !== undefined) {
            if (known.name !== row.name) {
              known.name = row.name;
              changed++;
            }
            continue;
          }
          const namesake = state.people.filter((person) => person.imdb === null && person.name === row.name).sort((a, b) => a.id - b.id)[0];
          if (namesake !== undefined) namesake.imdb = row.nconst;
          else {
            let slug = row.baseSlug === "" ? "person" : row.baseSlug;
            for (let n = 2; state.people.some((person) => person.slug === slug); n++) slug = `${row.baseSlug}-${n}`;
            state.people.push({ id: state.nextId++, name: row.name, slug, imdb: row.nconst });
          }
          changed++;
        }
        return changed;
      }),

    applyStagedAkas: Effect.sync(() => {
      if (akaStaging === undefined) return 0;
      const titleIds = new Set(akaStaging.map((aka) => aka.titleId));
      const final = [...titleIds].flatMap((titleId) => {
        const own = state.titles.find((title) => title.id === titleId)?.title.toLowerCase();
        const names = new Map<string, { readonly ordering: number; readonly name: string }>();
        for (const aka of akaStaging ?? []) {
          if (aka.titleId !== titleId || aka.name.toLowerCase() === own) continue;
          const key = aka.name.toLowerCase();
          const old = names.get(key);
          if (old === undefined || aka.ordering < old.ordering) names.set(key, aka);
        }
        return [...names.values()].sort((a, b) => a.ordering - b.ordering).map((aka, ord) => ({ titleId, ord, name: aka.name }));
      });
      const isFinal = (aka: { readonly titleId: number; readonly ord: number; readonly name: string }) =>
        final.some((f) => f.titleId === aka.titleId && f.ord === aka.ord && f.name === aka.name);
      const removed = state.akas.filter((aka) => titleIds.has(aka.titleId) && !isFinal(aka)).length;
      const kept = state.akas.filter((aka) => !titleIds.has(aka.titleId) || isFinal(aka));
      const added = final.filter((aka) => !kept.some((k) => k.titleId === aka.titleId && k.ord === aka.ord));
      state.akas = [...kept, ...added];
      return removed + added.length;
    }),

    applyStagedCredits: Effect.sync(() => {
      if (creditStaging === undefined) return { changed: 0, unnamed: 0 };
      const named = [...creditStaging.values()].flatMap((credit) => {
        const person = state.people.find((candidate) => candidate.imdb === credit.nconst);
        return person === undefined ? [] : [{ titleId: credit.titleId, personId: person.id, role: credit.role, ord: credit.ord }];
      });
      const groups = new Set(named.map((credit) => `${credit.titleId}|${credit.role}`).filter((group) => completeCredits.has(group)));
      const isNamed = (credit: { readonly titleId: number; readonly personId: number; readonly role: string }) =>
        named.some((n) => n.titleId === credit.titleId && n.personId === credit.personId && n.role === credit.role);
      const before = state.credits.length;
      state.credits = state.credits.filter((credit) => !groups.has(`${credit.titleId}|${credit.role}`) || isNamed(credit));
      let changed = before - state.credits.length;
      for (const credit of named) {
        const existing = state.credits.find((c) => c.titleId === credit.titleId && c.personId === credit.personId && c.role === credit.role);
        if (existing === undefined) {
          state.credits.push({ ...credit });
          changed++;
        } else if (existing.ord !== credit.ord) {
          existing.ord = credit.ord;
          changed++;
        }
      }
      return { changed, unnamed: creditStaging.size - named.length };
    }),
  };
};

/** An in-memory FilmDataImportStore; `state` is open for tests to arrange and inspect. */
export const makeFilmDataImportStoreFake = (
  state: FilmDataFakeState = emptyFilmDataFakeState(),
): FilmDataImportStoreShape & { readonly state: FilmDataFakeState } => ({
  state,
  inTransaction: (work) =>
    Effect.suspend(() => {
      const before = structuredClone(state);
      return work(sessionOver(state)).pipe(
        Effect.onExit((exit) =>
          Effect.sync(() => {
            if (Exit.isFailure(exit)) Object.assign(state, before);
          }),
        ),
      );
    }),
});
