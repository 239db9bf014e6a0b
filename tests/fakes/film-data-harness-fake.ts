import type { FilmDataHarness } from "../application/contracts/film-data-import-store-contract.ts";
import { emptyFilmDataFakeState, makeFilmDataImportStoreFake } from "./film-data-import-store-fake.ts";

/** The contract harness over the in-memory fake. */
export const filmDataHarnessFake = (): FilmDataHarness => {
  const store = makeFilmDataImportStoreFake();
  const { state } = store;
  const names = (titleId: number, role: "director" | "star"): Array<string> =>
    state.credits
      .filter((credit) => credit.titleId === titleId && credit.role === role)
      .sort((a, b) => a.ord - b.ord)
      .map((credit) => state.people.find((person) => person.id === credit.personId)?.name ?? "");
  return {
    store,
    reset: async () => {
      Object.assign(state, emptyFilmDataFakeState());
    },
    seedTitle: async ({ kind, imdb, title }) => {
      const id = state.nextId++;
      state.titles.push({ id, kind, imdb, title, imdbR: null });
      return id;
    },
    seedPerson: async ({ name, slug, imdb }) => {
      const id = state.nextId++;
      state.people.push({ id, name, slug, imdb: imdb ?? null });
      return id;
    },
    seedCredit: async (titleId, personId, role, ord) => {
      state.credits.push({ titleId, personId, role, ord });
    },
    seedAka: async (titleId, ord, name) => {
      state.akas.push({ titleId, ord, name });
    },
    catalogue: async () => [...state.catalogue.values()].sort((a, b) => (a.tconst < b.tconst ? -1 : 1)).map((entry) => ({ ...entry })),
    films: async () =>
      [...state.titles]
        .sort((a, b) => (a.imdb < b.imdb ? -1 : 1))
        .map((title) => ({
          imdb: title.imdb,
          imdbR: title.imdbR,
          akas: state.akas
            .filter((aka) => aka.titleId === title.id)
            .sort((a, b) => a.ord - b.ord)
            .map((aka) => aka.name),
          directors: names(title.id, "director"),
          stars: names(title.id, "star"),
        })),
    people: async () => [...state.people].sort((a, b) => (a.slug < b.slug ? -1 : 1)).map(({ name, slug, imdb }) => ({ name, slug, imdb })),
  };
};
