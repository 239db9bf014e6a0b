import { Effect, Exit, Stream } from "effect";
import { describe, expect, it } from "vitest";
import {
  AKA_NOT_USEFUL,
  FILM_NOT_KNOWN,
  importImdbDatasets,
  NOT_A_MOVIE,
  NOT_CAST_OR_DIRECTOR,
  PERSON_NOT_NAMED,
  type ImdbDatasetSource,
} from "../../../application/imports/import-imdb-datasets.ts";
import { FilmDataImportStore } from "../../../application/imports/film-data-import-store.ts";
import type { ImdbDatasetName, ImdbRecord } from "../../../domain/imports/imdb-record.ts";
import { makeFilmDataImportStoreFake, type FilmDataFakeState } from "../../fakes/film-data-import-store-fake.ts";

const basics = (tconst: string, titleType: string, primaryTitle: string, startYear: number | null, isAdult = false): ImdbRecord => ({
  dataset: "title.basics",
  line: 2,
  tconst,
  titleType,
  primaryTitle,
  originalTitle: primaryTitle,
  isAdult,
  startYear,
  runtimeMinutes: 100,
  genres: ["Drama"],
});

const files: Record<ImdbDatasetName, ReadonlyArray<ImdbRecord>> = {
  "title.basics": [
    basics("tt0068646", "movie", "The Godfather", 1972),
    basics("tt0211915", "movie", "Amélie", 2001),
    basics("tt0088512", "tvSeries", "Only Fools and Horses", 1981),
    basics("tt0000009", "movie", "Adult", 2000, true),
  ],
  "title.ratings": [
    { dataset: "title.ratings", line: 2, tconst: "tt0068646", averageRating: 9.2, numVotes: 2_100_000 },
    { dataset: "title.ratings", line: 3, tconst: "tt0211915", averageRating: 8.3, numVotes: 800_123 },
  ],
  "title.akas": [
    { dataset: "title.akas", line: 2, titleId: "tt0068646", ordering: 1, title: "Il padrino", region: "IT", isOriginalTitle: false },
    { dataset: "title.akas", line: 3, titleId: "tt0068646", ordering: 2, title: "Mario Puzo's The Godfather", region: "US", isOriginalTitle: false },
    { dataset: "title.akas", line: 4, titleId: "tt0211915", ordering: 1, title: "Amelie from Montmartre", region: "GB", isOriginalTitle: false },
  ],
  "title.crew": [{ dataset: "title.crew", line: 2, tconst: "tt0068646", directors: ["nm0000338"] }],
  "title.principals": [
    { dataset: "title.principals", line: 2, tconst: "tt0068646", ordering: 1, nconst: "nm0000008", category: "actor" },
    { dataset: "title.principals", line: 3, tconst: "tt0068646", ordering: 2, nconst: "nm0000199", category: "actor" },
    { dataset: "title.principals", line: 4, tconst: "tt0068646", ordering: 3, nconst: "nm0701374", category: "writer" },
    { dataset: "title.principals", line: 5, tconst: "tt0211915", ordering: 1, nconst: "nm0851582", category: "actress" },
  ],
  "name.basics": [
    { dataset: "name.basics", line: 2, nconst: "nm0000008", primaryName: "Marlon Brando" },
    { dataset: "name.basics", line: 3, nconst: "nm0000338", primaryName: "Francis Ford Coppola" },
    { dataset: "name.basics", line: 4, nconst: "nm0000001", primaryName: "Fred Astaire" },
  ],
};

class BadRow extends Error {}

const source = (dataset: ImdbDatasetName, failing = false): ImdbDatasetSource<BadRow> => ({
  dataset,
  name: `${dataset}.tsv`,
  rows: failing ? Stream.concat(Stream.make(files[dataset]), Stream.fail(new BadRow(`${dataset}.tsv:9: wrong column count`))) : Stream.make(files[dataset]),
});

const storeWithGodfather = () => {
  const store = makeFilmDataImportStoreFake();
  store.state.titles.push({ id: 1, kind: "film", imdb: "tt0068646", title: "The Godfather", imdbR: null });
  store.state.titles.push({ id: 2, kind: "series", imdb: "tt0088512", title: "Only Fools and Horses", imdbR: null });
  store.state.nextId = 10;
  return store;
};

const run = (store: ReturnType<typeof makeFilmDataImportStoreFake>, sources: ReadonlyArray<ImdbDatasetSource<BadRow>>) =>
  Effect.runPromiseExit(importImdbDatasets({ sources, batchSize: 2 }).pipe(Effect.provideService(FilmDataImportStore, store)));

const shuffled: ReadonlyArray<ImdbDatasetName> = ["name.basics", "title.principals", "title.akas", "title.ratings", "title.crew", "title.basics"];

describe("importing IMDb datasets", () => {
  it("applies the files in the order they depend on each other, whatever order they come in", async () => {
    const store = storeWithGodfather();

    const exit = await run(
      store,
      shuffled.map((dataset) => source(dataset)),
    );

    expect(Exit.isSuccess(exit)).toBe(true);
    const summary = Exit.isSuccess(exit) ? exit.value : undefined;
    expect(summary).toMatchObject({ rows: 17, catalogueTitles: 3, filmRatings: 1, catalogueRatings: 0, akas: 1, credits: 2, people: 2 });
    expect([...store.state.catalogue.values()].map((entry) => [entry.tconst, entry.numVotes]).sort()).toEqual([
      ["tt0068646", 2_100_000],
      ["tt0088512", null],
      ["tt0211915", 800_123],
    ]);
    expect(store.state.titles[0]?.imdbR).toBeCloseTo(9.2, 5);
    expect(store.state.akas).toEqual([{ titleId: 1, ord: 0, name: "Mario Puzo's The Godfather" }]);
    const credited = store.state.credits.map((credit) => `${credit.role} ${store.state.people.find((person) => person.id === credit.personId)?.name ?? "?"}`);
    expect(credited.sort()).toEqual(["director Francis Ford Coppola", "star Marlon Brando"]);
  });

  it("removes credits only of films whose principals the file holds in full, never of a film the file stops in", async () => {
    const castOf = (store: ReturnType<typeof makeFilmDataImportStoreFake>) =>
      store.state.credits
        .filter((credit) => credit.role === "star")
        .sort((a, b) => a.ord - b.ord)
        .map((credit) => store.state.people.find((person) => person.id === credit.personId)?.name);
    const withCast = () => {
      const store = storeWithGodfather();
      store.state.people.push(
        { id: 3, name: "Marlon Brando", slug: "marlon-brando", imdb: "nm0000008" },
        { id: 4, name: "James Caan", slug: "james-caan", imdb: "nm0001001" },
      );
      store.state.credits.push({ titleId: 1, personId: 3, role: "star", ord: 1 }, { titleId: 1, personId: 4, role: "star", ord: 3 });
      return store;
    };
    const principal = (line: number, tconst: string, ordering: number, nconst: string): ImdbRecord => ({
      dataset: "title.principals",
      line,
      tconst,
      ordering,
      nconst,
      category: "actor",
    });
    const principals = (rows: ReadonlyArray<ImdbRecord>): ImdbDatasetSource<BadRow> => ({
      dataset: "title.principals",
      name: "title.principals.tsv",
      rows: Stream.make(rows),
    });

    const partial = withCast();
    expect(Exit.isSuccess(await run(partial, [principals([principal(2, "tt0068646", 1, "nm0000008")])]))).toBe(true);
    expect(castOf(partial)).toEqual(["Marlon Brando", "James Caan"]);

    const full = withCast();
    const rows = [principal(2, "tt0068646", 1, "nm0000008"), principal(3, "tt0068646", 2, "nm0000199"), principal(4, "tt0211915", 1, "nm0851582")];
    expect(Exit.isSuccess(await run(full, [principals(rows)]))).toBe(true);
    expect(castOf(full)).toEqual(["Marlon Brando"]);
  });

  it("gives a film made from a schedule the IMDb id of the one catalogue movie it is, with its rating", async () => {
    const store = storeWithGodfather();
    store.state.titles.push({ id: 3, kind: "film", imdb: "tf-the-italian-job-1969", title: "The Italian Job", imdbR: null, year: 1969, length: 95 });
    store.state.titles.push({ id: 4, kind: "film", imdb: "tf-heat", title: "Heat", imdbR: null, year: null, length: null });
    const rows = [
      { ...basics("tt0064505", "movie", "The Italian Job", 1969), runtimeMinutes: 99 },
      basics("tt0317740", "movie", "The Italian Job", 2003),
      basics("tt0113277", "movie", "Heat", 1995),
      basics("tt2404435", "movie", "Heat", 2013),
    ];
    const sources: ReadonlyArray<ImdbDatasetSource<BadRow>> = [
      { dataset: "title.basics", name: "title.basics.tsv", rows: Stream.make(rows) },
      {
        dataset: "title.ratings",
        name: "title.ratings.tsv",
        rows: Stream.make([{ dataset: "title.ratings", line: 2, tconst: "tt0064505", averageRating: 7.2, numVotes: 58_000 }] as ReadonlyArray<ImdbRecord>),
      },
    ];

    const exit = await run(store, sources);

    expect(Exit.isSuccess(exit) && exit.value.filmsLinked).toBe(1);
    expect(store.state.titles.find((title) => title.id === 3)).toMatchObject({ imdb: "tt0064505" });
    expect(store.state.titles.find((title) => title.id === 3)?.imdbR).toBeCloseTo(7.2, 5);
    expect(store.state.titles.find((title) => title.id === 4)?.imdb).toBe("tf-heat");
  });

  it("counts the rows it leaves out, with the reason", async () => {
    const store = storeWithGodfather();

    const exit = await run(
      store,
      shuffled.map((dataset) => source(dataset)),
    );

    const skipped = Exit.isSuccess(exit) ? Object.fromEntries(exit.value.skipped.map((entry) => [entry.reason, entry.count])) : {};
    expect(skipped).toEqual({
      [NOT_A_MOVIE]: 1,
      [AKA_NOT_USEFUL]: 1,
      [`title.akas: ${FILM_NOT_KNOWN}`]: 1,
      [NOT_CAST_OR_DIRECTOR]: 1,
      [`title.principals: ${FILM_NOT_KNOWN}`]: 1,
      [PERSON_NOT_NAMED]: 1,
    });
  });

  it("changes nothing when the same files come again", async () => {
    const store = storeWithGodfather();
    await run(
      store,
      shuffled.map((dataset) => source(dataset)),
    );
    const before = structuredClone(store.state);

    const again = await run(
      store,
      shuffled.map((dataset) => source(dataset)),
    );

    expect(Exit.isSuccess(again) && again.value).toMatchObject({ catalogueTitles: 0, filmRatings: 0, catalogueRatings: 0, akas: 0, credits: 0, people: 0 });
    expect(store.state).toEqual(before);
  });

  it("leaves everything as it was when the last file turns out to be bad", async () => {
    const store = storeWithGodfather();
    const before: FilmDataFakeState = structuredClone(store.state);

    const exit = await run(
      store,
      shuffled.map((dataset) => source(dataset, dataset === "name.basics")),
    );

    expect(Exit.isFailure(exit) && exit.cause.toString()).toContain("name.basics.tsv:9: wrong column count");
    expect(store.state).toEqual(before);
  });
});
