import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { importStreamingCatalogue, type StreamingCatalogueRow } from "../../../application/imports/import-streaming-catalogue.ts";
import { StreamingCatalogueStore } from "../../../application/imports/streaming-catalogue-store.ts";
import { makeStreamingCatalogueStoreFake } from "../../fakes/streaming-catalogue-store-fake.ts";

const NOW = Date.UTC(2026, 10, 25, 11);

const world = () =>
  makeStreamingCatalogueStoreFake({
    services: [
      { id: 1, name: "netflix", nameDisplay: "Netflix", slug: "netflix" },
      { id: 2, name: "disney-plus", nameDisplay: "Disney+", slug: "disney-plus" },
    ],
    titles: [
      {
        id: 10,
        kind: "film",
        imdb: "tt0133093",
        title: "The Matrix",
        year: 1999,
        length: null,
        tmdbKind: null,
        tmdbId: null,
        hasCertificate: false,
        slug: "the-matrix",
        verified: true,
      },
      {
        id: 11,
        kind: "film",
        imdb: "tt0068646",
        title: "The Godfather",
        year: 1972,
        length: null,
        tmdbKind: null,
        tmdbId: null,
        hasCertificate: false,
        slug: "the-godfather",
        verified: true,
      },
    ],
    offers: [],
  });

let line = 1;
const row = (fields: Partial<StreamingCatalogueRow>): StreamingCatalogueRow => ({
  line: ++line,
  service: "netflix",
  imdbId: "",
  title: "",
  year: "",
  link: "",
  availableFrom: "2026-11-20",
  availableUntil: "",
  ...fields,
});

const runImport = (store: ReturnType<typeof world>, rows: ReadonlyArray<StreamingCatalogueRow>) =>
  Effect.runPromise(Effect.result(importStreamingCatalogue({ rows, now: NOW }).pipe(Effect.provideService(StreamingCatalogueStore, store))));

describe("importing a streaming catalogue", () => {
  it("matches films by IMDb id, else by title and year, and creates the unknown ones unverified", async () => {
    const store = world();
    const result = await runImport(store, [
      row({ imdbId: "tt0133093", title: "Matrix", link: "https://www.netflix.com/title/20557937" }),
      row({ title: "Godfather, The", year: "1972", availableUntil: "2026-12-31" }),
      row({ service: "Disney+", imdbId: "tt0110357", title: "The Lion King", year: "1994" }),
      row({ service: "Netflix", title: "A Quiet Film", year: "2020" }),
    ]);
    expect(result._tag).toBe("Success");
    if (result._tag !== "Success") return;
    expect(result.success).toMatchObject({ rows: 4, filmsMatched: 2, filmsCreated: 2, expired: 0 });
    expect(store.state.titles.filter((title) => !title.verified).map((title) => [title.imdb, title.title, title.year])).toEqual([
      ["tt0110357", "The Lion King", 1994],
      ["tf-a-quiet-film-2020", "A Quiet Film", 2020],
    ]);
    const godfather = store.state.offers.find((offer) => offer.titleId === 11);
    expect(godfather).toMatchObject({ serviceId: 1, from: Date.UTC(2026, 10, 20), availability: "Available until 31/12/2026", source: "streaming-import" });
    expect(store.state.offers.find((offer) => offer.titleId === 10)?.link).toBe("https://www.netflix.com/title/20557937");
  });

  it("replaces each named service's snapshot: a smaller file removes what left, other services stay", async () => {
    const store = world();
    await runImport(store, [row({ imdbId: "tt0133093" }), row({ imdbId: "tt0068646" }), row({ service: "disney-plus", imdbId: "tt0068646" })]);
    const again = await runImport(store, [row({ imdbId: "tt0133093" })]);
    expect(again._tag === "Success" ? again.success.services : []).toEqual([{ slug: "netflix", titles: 1, added: 0, unchanged: 1, removed: 1 }]);
    expect(store.state.offers.map((offer) => [offer.serviceId, offer.titleId]).sort()).toEqual([
      [1, 10],
      [2, 11],
    ]);
  });

  it("changes nothing on a second run of the same file", async () => {
    const store = world();
    const rows = [row({ imdbId: "tt0133093" }), row({ title: "New One", year: "2021" })];
    await runImport(store, rows);
    const snapshot = JSON.stringify(store.state);
    const second = await runImport(store, rows);
    expect(JSON.stringify(store.state)).toBe(snapshot);
    expect(second._tag === "Success" ? second.success.filmsCreated : -1).toBe(0);
  });

  it("leaves out offers that have already ended", async () => {
    const store = world();
    const result = await runImport(store, [row({ imdbId: "tt0133093", availableFrom: "2026-01-01", availableUntil: "2026-11-24" })]);
    expect(result._tag === "Success" ? result.success.expired : -1).toBe(1);
    expect(store.state.offers).toEqual([]);
  });

  it("rejects a file with bad rows, naming every bad line, and changes nothing", async () => {
    const store = world();
    const first = row({ imdbId: "tt0133093" });
    const bad = [
      row({ service: "Blockbuster", imdbId: "tt0133093" }),
      row({ imdbId: "0133093" }),
      row({ title: "Dated", availableFrom: "25/11/2026" }),
      row({ title: "Ended", availableFrom: "2026-11-20", availableUntil: "2026-11-19" }),
      row({}),
    ];
    const result = await runImport(store, [first, ...bad]);
    expect(result._tag).toBe("Failure");
    if (result._tag !== "Failure") return;
    expect(result.failure.problems.map((problem) => problem.line)).toEqual(bad.map((entry) => entry.line));
    expect(result.failure.problems[0]?.reason).toBe('unknown streaming service "Blockbuster"');
    expect(store.state.offers).toEqual([]);
    expect(store.state.titles).toHaveLength(2);
  });
});
