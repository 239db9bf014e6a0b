import { describe } from "vitest";
import { streamingCatalogueStoreContract, type StreamingCatalogueHarness } from "../contracts/streaming-catalogue-store-contract.ts";
import { makeStreamingCatalogueStoreFake } from "../../fakes/streaming-catalogue-store-fake.ts";

const fakeHarness = (): StreamingCatalogueHarness => {
  const store = makeStreamingCatalogueStoreFake();
  let nextId = 1;
  return {
    store,
    reset: async () => {
      store.state.services = [];
      store.state.titles = [];
      store.state.offers = [];
    },
    seedService: async (slug, nameDisplay) => {
      const id = nextId++;
      store.state.services.push({ id, name: slug, nameDisplay, slug });
      return id;
    },
    seedFilm: async (imdb, title, year) => {
      const id = nextId++;
      store.state.titles.push({
        id,
        kind: "film",
        imdb,
        title,
        year,
        length: null,
        tmdbKind: null,
        tmdbId: null,
        hasCertificate: false,
        slug: imdb,
        verified: false,
      });
      return id;
    },
    seedOffer: async (offer) => {
      store.state.offers.push({ ...offer, id: nextId++ });
    },
    offers: async () => store.state.offers.map(({ id: _id, ...offer }) => offer),
    titles: async () => store.state.titles.map((title) => ({ imdb: title.imdb, title: title.title, verified: title.verified })),
  };
};

describe("the streaming catalogue store contract on the in-memory fake", () => {
  const harness = fakeHarness();
  streamingCatalogueStoreContract(() => harness);
});
