import { describe } from "vitest";
import { filmEnrichmentStoreContract, type FilmEnrichmentHarness } from "./contracts/film-enrichment-store-contract.ts";
import { makeFilmEnrichmentStoreFake, NO_FIELDS } from "../fakes/film-enrichment-store-fake.ts";

const fakeHarness = (): FilmEnrichmentHarness => {
  const store = makeFilmEnrichmentStoreFake();
  let nextId = 1;
  return {
    store,
    reset: async () => {
      store.state.titles = [];
      store.state.audit = [];
    },
    seedFilm: async (imdb, slug, enrichedAt) => {
      const id = nextId++;
      store.state.titles.push({
        target: { id, kind: "film", imdb, title: slug, year: null, verified: false, adminEdited: [], fields: NO_FIELDS },
        slug,
        enrichedAt,
        extras: "",
        similarTmdbIds: [],
        similar: [],
      });
      return id;
    },
    seedAdminEdit: async (imdb, field, action) => {
      store.state.audit.push({ target: `film ${imdb}`, fields: [field], action });
    },
  };
};

describe("the film enrichment store contract on the in-memory fake", () => {
  const harness = fakeHarness();
  filmEnrichmentStoreContract(() => harness);
});
