import { Effect } from "effect";
import { beforeEach, expect, it } from "vitest";
import { titleMatchKey } from "../../../domain/title-match.ts";
import type { CatalogueTitle, FilmDataImportSession, FilmDataImportStoreShape } from "../../../application/imports/film-data-import-store.ts";

export interface CatalogueView extends CatalogueTitle {
  readonly averageRating: number | null;
  readonly numVotes: number | null;
}

export interface FilmDataView {
  readonly imdb: string;
  readonly imdbR: number | null;
  readonly akas: ReadonlyArray<string>;
  readonly directors: ReadonlyArray<string>;
  readonly stars: ReadonlyArray<string>;
}

/** What the contract needs from each implementation besides the port: arranging data and reading it back. */
export interface FilmDataHarness {
  readonly store: FilmDataImportStoreShape;
  readonly reset: () => Promise<void>;
  readonly seedTitle: (title: { readonly kind: "film" | "series"; readonly imdb: string; readonly title: string }) => Promise<number>;
  readonly seedPerson: (person: { readonly name: string; readonly slug: string; readonly imdb?: string }) => Promise<number>;
  readonly seedCredit: (titleId: number, personId: number, role: "director" | "star", ord: number) => Promise<void>;
  readonly seedAka: (titleId: number, ord: number, name: string) => Promise<void>;
  /** Sorted by tconst. */
  readonly catalogue: () => Promise<ReadonlyArray<CatalogueView>>;
  /** Sorted by imdb; akas and credits in order. */
  readonly films: () => Promise<ReadonlyArray<FilmDataView>>;
  /** Sorted by slug. */
  readonly people: () => Promise<ReadonlyArray<{ readonly name: string; readonly slug: string; readonly imdb: string | null }>>;
}

const movie = (tconst: string, title: string, extra: Partial<CatalogueTitle> = {}): CatalogueTitle => ({
  tconst,
  title,
  originalTitle: null,
  year: 1972,
  kind: "movie",
  genres: "Crime,Drama",
  runtime: 175,
  matchKey: titleMatchKey(extra.title ?? title),
  ...extra,
});

class Boom extends Error {}

/** The behaviour every FilmDataImportStore shares; call inside a describe block. */
export const filmDataImportStoreContract = (harness: () => FilmDataHarness): void => {
  const inSession = <A>(work: (session: FilmDataImportSession) => Effect.Effect<A>): Promise<A> => Effect.runPromise(harness().store.inTransaction(work));

  beforeEach(() => harness().reset());

  it("adds catalogue titles with their staged rating, writes nothing for an unchanged one and keeps the rating of a changed one", async () => {
    const godfather = movie("tt0068646", "The Godfather");
    expect(
      await inSession((session) =>
        session.upsertCatalogueTitles([godfather, movie("tt0211915", "Amélie", { originalTitle: "Le fabuleux destin d'Amélie Poulain", year: 2001 })]),
      ),
    ).toBe(2);
    const rated = await inSession((session) =>
      Effect.gen(function* () {
        yield* session.stageRatings([{ tconst: "tt0068646", averageRating: 9.2, numVotes: 2_100_000 }]);
        return [yield* session.upsertCatalogueTitles([godfather]), yield* session.upsertCatalogueTitles([godfather])];
      }),
    );
    expect(rated).toEqual([1, 0]);
    expect(await inSession((session) => session.upsertCatalogueTitles([{ ...godfather, runtime: 177 }]))).toBe(1);
    const [first, second] = await harness().catalogue();
    expect(first).toEqual({ ...godfather, runtime: 177, averageRating: expect.closeTo(9.2, 5) as number, numVotes: 2_100_000 });
    expect(second).toMatchObject({ tconst: "tt0211915", originalTitle: "Le fabuleux destin d'Amélie Poulain", averageRating: null });
  });

  it("rates films in the database at once and catalogue titles at the end, and counts nothing when the ratings have not changed", async () => {
    await harness().seedTitle({ kind: "film", imdb: "tt0068646", title: "The Godfather" });
    await inSession((session) => session.upsertCatalogueTitles([movie("tt0068646", "The Godfather"), movie("tt0000002", "Other")]));
    const ratings = [
      { tconst: "tt0068646", averageRating: 9.2, numVotes: 2_100_000 },
      { tconst: "tt0000002", averageRating: 5.5, numVotes: 10 },
      { tconst: "tt0000003", averageRating: 7, numVotes: 99 },
    ];
    const rate = () =>
      inSession((session) =>
        Effect.gen(function* () {
          const films = yield* session.stageRatings(ratings);
          return { films, catalogue: yield* session.applyStagedRatings };
        }),
      );
    expect(await rate()).toEqual({ films: 1, catalogue: 2 });
    expect(await rate()).toEqual({ films: 0, catalogue: 0 });
    expect((await harness().films())[0]?.imdbR).toBeCloseTo(9.2, 5);
  });

  it("gives each film with staged alternative titles exactly those, in IMDb order, without repeats or its own title", async () => {
    const amelie = await harness().seedTitle({ kind: "film", imdb: "tt0211915", title: "Amélie" });
    await harness().seedTitle({ kind: "series", imdb: "tt0088512", title: "Only Fools and Horses" });
    await harness().seedAka(amelie, 0, "Old Name");
    const staged = await inSession((session) =>
      Effect.gen(function* () {
        const kept = yield* session.stageAkas([
          { tconst: "tt0211915", ordering: 3, name: "Amelie from Montmartre" },
          { tconst: "tt0211915", ordering: 1, name: "Le fabuleux destin d'Amélie Poulain" },
          { tconst: "tt0211915", ordering: 2, name: "Amélie" },
          { tconst: "tt0211915", ordering: 4, name: "amelie from montmartre" },
          { tconst: "tt0088512", ordering: 1, name: "Only Fools" },
          { tconst: "tt9999999", ordering: 1, name: "Unknown" },
        ]);
        return { kept, changed: yield* session.applyStagedAkas };
      }),
    );
    expect(staged).toEqual({ kept: 4, changed: 3 });
    expect((await harness().films()).find((film) => film.imdb === "tt0211915")?.akas).toEqual([
      "Le fabuleux destin d'Amélie Poulain",
      "Amelie from Montmartre",
    ]);
    const again = await inSession((session) =>
      Effect.gen(function* () {
        yield* session.stageAkas([
          { tconst: "tt0211915", ordering: 1, name: "Le fabuleux destin d'Amélie Poulain" },
          { tconst: "tt0211915", ordering: 3, name: "Amelie from Montmartre" },
        ]);
        return yield* session.applyStagedAkas;
      }),
    );
    expect(again).toBe(0);
  });

  it("names the people staged credits need: renames by IMDb id, claims a namesake without one, creates the rest", async () => {
    await harness().seedTitle({ kind: "film", imdb: "tt0068646", title: "The Godfather" });
    await harness().seedPerson({ name: "Marlon Brando", slug: "marlon-brando" });
    await harness().seedPerson({ name: "F. F. Coppola", slug: "francis-ford-coppola", imdb: "nm0000338" });
    await harness().seedPerson({ name: "Al Pacino", slug: "al-pacino" });
    const named = await inSession((session) =>
      Effect.gen(function* () {
        yield* session.stageCredits([
          { tconst: "tt0068646", nconst: "nm0000008", role: "star", ord: 1 },
          { tconst: "tt0068646", nconst: "nm0000338", role: "director", ord: 0 },
          { tconst: "tt0068646", nconst: "nm0000199", role: "star", ord: 2 },
        ]);
        return yield* session.nameStagedPeople([
          { nconst: "nm0000008", name: "Marlon Brando", baseSlug: "marlon-brando" },
          { nconst: "nm0000199", name: "Al Pacino Jr", baseSlug: "al-pacino" },
          { nconst: "nm0000338", name: "Francis Ford Coppola", baseSlug: "francis-ford-coppola" },
          { nconst: "nm0000001", name: "Fred Astaire", baseSlug: "fred-astaire" },
        ]);
      }),
    );
    expect(named).toBe(3);
    expect(await harness().people()).toEqual([
      { name: "Al Pacino", slug: "al-pacino", imdb: null },
      { name: "Al Pacino Jr", slug: "al-pacino-2", imdb: "nm0000199" },
      { name: "Francis Ford Coppola", slug: "francis-ford-coppola", imdb: "nm0000338" },
      { name: "Marlon Brando", slug: "marlon-brando", imdb: "nm0000008" },
    ]);
  });

  it("gives each film and role marked complete exactly its staged credits of known people, and counts the credits of unknown people", async () => {
    const godfather = await harness().seedTitle({ kind: "film", imdb: "tt0068646", title: "The Godfather" });
    await harness().seedTitle({ kind: "series", imdb: "tt0088512", title: "Only Fools and Horses" });
    const brando = await harness().seedPerson({ name: "Marlon Brando", slug: "marlon-brando", imdb: "nm0000008" });
    const extra = await harness().seedPerson({ name: "Someone Else", slug: "someone-else" });
    const coppola = await harness().seedPerson({ name: "Francis Ford Coppola", slug: "francis-ford-coppola", imdb: "nm0000338" });
    await harness().seedCredit(godfather, extra, "star", 0);
    await harness().seedCredit(godfather, brando, "star", 5);
    await harness().seedCredit(godfather, coppola, "director", 0);
    const credits = [
      { tconst: "tt0068646", nconst: "nm0000008", role: "star" as const, ord: 1 },
      { tconst: "tt0068646", nconst: "nm0000199", role: "star" as const, ord: 2 },
      { tconst: "tt0068646", nconst: "nm0000008", role: "star" as const, ord: 9 },
      { tconst: "tt0088512", nconst: "nm0000008", role: "star" as const, ord: 1 },
    ];
    const first = await inSession((session) =>
      Effect.gen(function* () {
        const kept = yield* session.stageCredits(credits);
        yield* session.markCompleteCredits([{ tconst: "tt0068646", role: "star" }]);
        return { kept, applied: yield* session.applyStagedCredits };
      }),
    );
    expect(first).toEqual({ kept: 2, applied: { changed: 2, unnamed: 1 } });
    expect((await harness().films()).find((film) => film.imdb === "tt0068646")).toMatchObject({
      directors: ["Francis Ford Coppola"],
      stars: ["Marlon Brando"],
    });
    const second = await inSession((session) => Effect.flatMap(session.stageCredits(credits), () => session.applyStagedCredits));
    expect(second).toEqual({ changed: 0, unnamed: 1 });
  });

  it("adds and reorders credits but removes none of a film whose credits were not read in full", async () => {
    const godfather = await harness().seedTitle({ kind: "film", imdb: "tt0068646", title: "The Godfather" });
    const brando = await harness().seedPerson({ name: "Marlon Brando", slug: "marlon-brando", imdb: "nm0000008" });
    const pacino = await harness().seedPerson({ name: "Al Pacino", slug: "al-pacino", imdb: "nm0000199" });
    const caan = await harness().seedPerson({ name: "James Caan", slug: "james-caan", imdb: "nm0001001" });
    await harness().seedCredit(godfather, brando, "star", 1);
    await harness().seedCredit(godfather, pacino, "star", 2);
    await harness().seedCredit(godfather, caan, "star", 3);
    const applied = await inSession((session) =>
      Effect.flatMap(session.stageCredits([{ tconst: "tt0068646", nconst: "nm0000199", role: "star", ord: 0 }]), () => session.applyStagedCredits),
    );
    expect(applied).toEqual({ changed: 1, unnamed: 0 });
    expect((await harness().films()).find((film) => film.imdb === "tt0068646")?.stars).toEqual(["Al Pacino", "Marlon Brando", "James Caan"]);
  });

  it("gives a schedule-made series its IMDb id, merges one into the series that has its id, and leaves a film's id alone", async () => {
    const vera = await harness().seedTitle({ kind: "series", imdb: "tf-vera", title: "Vera" });
    const ghosts = await harness().seedTitle({ kind: "series", imdb: "tf-ghosts", title: "Ghosts" });
    await harness().seedTitle({ kind: "series", imdb: "tt8594324", title: "Ghosts (2019)" });
    const heat = await harness().seedTitle({ kind: "series", imdb: "tf-heat", title: "Heat" });
    await harness().seedTitle({ kind: "film", imdb: "tt0113277", title: "Heat" });
    await inSession((session) =>
      session.upsertCatalogueTitles([
        movie("tt1759779", "Vera", { kind: "tvSeries", year: 2011 }),
        movie("tt8594324", "Ghosts", { kind: "tvSeries", year: 2019 }),
        movie("tt0113277", "Heat", { year: 1995 }),
      ]),
    );

    expect((await inSession((session) => session.unlinkedSeries)).map((series) => series.title).sort()).toEqual(["Ghosts", "Heat", "Vera"]);
    expect((await inSession((session) => session.catalogueSeriesByKey(["vera", "ghosts", "heat"]))).map((series) => series.tconst).sort()).toEqual([
      "tt1759779",
      "tt8594324",
    ]);
    const links = [
      { titleId: vera, tconst: "tt1759779" },
      { titleId: ghosts, tconst: "tt8594324" },
      { titleId: heat, tconst: "tt0113277" },
    ];
    expect(await inSession((session) => session.linkSeries(links))).toEqual({ linked: 1, merged: 1 });

    expect((await harness().films()).map((title) => [title.imdb, title.akas])).toEqual([
      ["tf-heat", []],
      ["tt0113277", []],
      ["tt1759779", []],
      ["tt8594324", ["Ghosts"]],
    ]);
    expect(await inSession((session) => session.linkSeries(links))).toEqual({ linked: 0, merged: 0 });
  });

  it("leaves everything as it was when the work fails", async () => {
    await harness().seedTitle({ kind: "film", imdb: "tt0068646", title: "The Godfather" });
    const before = { films: await harness().films(), catalogue: await harness().catalogue(), people: await harness().people() };
    const outcome = await Effect.runPromise(
      harness()
        .store.inTransaction((session) =>
          Effect.gen(function* () {
            yield* session.stageRatings([{ tconst: "tt0068646", averageRating: 9.2, numVotes: 1 }]);
            yield* session.upsertCatalogueTitles([movie("tt0068646", "The Godfather")]);
            yield* session.stageCredits([{ tconst: "tt0068646", nconst: "nm1", role: "star", ord: 1 }]);
            yield* session.nameStagedPeople([{ nconst: "nm1", name: "Somebody", baseSlug: "somebody" }]);
            yield* session.applyStagedCredits;
            return yield* Effect.fail(new Boom("title.principals.tsv:90: wrong column count"));
          }),
        )
        .pipe(Effect.flip),
    );
    expect(outcome).toBeInstanceOf(Boom);
    expect({ films: await harness().films(), catalogue: await harness().catalogue(), people: await harness().people() }).toEqual(before);
  });
};
