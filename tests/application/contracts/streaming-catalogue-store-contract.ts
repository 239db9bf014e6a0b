import { Effect } from "effect";
import { beforeEach, expect, it } from "vitest";
import type { NewTitle } from "../../../application/imports/schedule-import-store.ts";
import type { StreamingCatalogueStoreShape } from "../../../application/imports/streaming-catalogue-store.ts";
import { unknownFilm } from "../../../domain/unknown-film.ts";

export interface StoredOffer {
  readonly serviceId: number;
  readonly titleId: number;
  readonly from: number;
  readonly link: string | null;
  readonly availability: string | null;
  readonly source: string;
}

export interface StreamingCatalogueHarness {
  readonly store: StreamingCatalogueStoreShape;
  readonly reset: () => Promise<void>;
  readonly seedService: (slug: string, nameDisplay: string) => Promise<number>;
  readonly seedFilm: (imdb: string, title: string, year: number) => Promise<number>;
  readonly seedOffer: (offer: StoredOffer) => Promise<void>;
  readonly offers: () => Promise<ReadonlyArray<StoredOffer>>;
  readonly titles: () => Promise<ReadonlyArray<{ readonly imdb: string; readonly title: string; readonly verified: boolean }>>;
}

const film = (title: string, imdb: string | null, baseSlug: string): NewTitle => unknownFilm({ imdb, title, year: 1999, baseSlug });

const DAY = Date.UTC(2026, 10, 25);

const sorted = (offers: ReadonlyArray<StoredOffer>) =>
  [...offers].sort((a, b) => a.serviceId - b.serviceId || a.titleId - b.titleId || a.source.localeCompare(b.source));

/** The behaviour every StreamingCatalogueStore shares; call inside a describe block. */
export const streamingCatalogueStoreContract = (harness: () => StreamingCatalogueHarness): void => {
  const run = <A, E>(effect: Effect.Effect<A, E>): Promise<A> => Effect.runPromise(effect);

  beforeEach(() => harness().reset());

  it("lists the streaming services and the titles already known", async () => {
    const netflix = await harness().seedService("netflix", "Netflix");
    const matrix = await harness().seedFilm("tt0133093", "The Matrix", 1999);
    const seen = await run(harness().store.inTransaction((session) => Effect.all([session.listServices, session.listTitleIdentities])));
    expect(seen[0]).toEqual([{ id: netflix, name: "netflix", nameDisplay: "Netflix", slug: "netflix" }]);
    expect(seen[1]).toEqual([
      { id: matrix, kind: "film", imdb: "tt0133093", title: "The Matrix", year: 1999, length: null, tmdbKind: null, tmdbId: null, hasCertificate: false },
    ]);
  });

  it("creates unverified films with free slugs and a site key for a film without an IMDb id", async () => {
    await harness().seedFilm("tt0000001", "Heat", 1999);
    const created = await run(
      harness().store.inTransaction((session) => session.createFilms([film("Heat", "tt0113277", "heat"), film("Quiet Film", null, "quiet-film")])),
    );
    expect(created.map((title) => [title.imdb, title.title])).toEqual([
      ["tt0113277", "Heat"],
      ["tf-quiet-film", "Quiet Film"],
    ]);
    expect(
      (await harness().titles())
        .filter((title) => !title.verified)
        .map((title) => title.imdb)
        .sort(),
    ).toEqual(["tf-quiet-film", "tt0000001", "tt0113277"]);
  });

  it("makes a service offer exactly the given rows, keeping unchanged ones and leaving other services and film-data offers alone", async () => {
    const netflix = await harness().seedService("netflix", "Netflix");
    const mubi = await harness().seedService("mubi", "MUBI");
    const a = await harness().seedFilm("tt0000011", "A", 2001);
    const b = await harness().seedFilm("tt0000012", "B", 2002);
    const c = await harness().seedFilm("tt0000013", "C", 2003);
    const keep = { serviceId: netflix, titleId: a, from: DAY, link: "https://www.netflix.com/title/1", availability: null };
    await harness().seedOffer({ ...keep, source: "streaming-import" });
    await harness().seedOffer({ serviceId: netflix, titleId: b, from: DAY, link: null, availability: null, source: "demo" });
    await harness().seedOffer({
      serviceId: netflix,
      titleId: b,
      from: DAY,
      link: "https://www.themoviedb.org/movie/2/watch",
      availability: "Subscription",
      source: "tmdb",
    });
    await harness().seedOffer({ serviceId: mubi, titleId: b, from: DAY, link: null, availability: null, source: "streaming-import" });
    const rows = [keep, { serviceId: netflix, titleId: c, from: DAY, link: null, availability: "Available until 31/12/2026" }];
    const first = await run(harness().store.inTransaction((session) => session.replaceAvailability([netflix], rows)));
    expect(first).toEqual({ added: 1, unchanged: 1, removed: 1 });
    expect(sorted(await harness().offers())).toEqual(
      sorted([
        { ...keep, source: "streaming-import" },
        { serviceId: netflix, titleId: b, from: DAY, link: "https://www.themoviedb.org/movie/2/watch", availability: "Subscription", source: "tmdb" },
        { serviceId: netflix, titleId: c, from: DAY, link: null, availability: "Available until 31/12/2026", source: "streaming-import" },
        { serviceId: mubi, titleId: b, from: DAY, link: null, availability: null, source: "streaming-import" },
      ]),
    );
    const second = await run(harness().store.inTransaction((session) => session.replaceAvailability([netflix], rows)));
    expect(second).toEqual({ added: 0, unchanged: 2, removed: 0 });
  });

  it("keeps nothing of a transaction that fails", async () => {
    const netflix = await harness().seedService("netflix", "Netflix");
    const a = await harness().seedFilm("tt0000011", "A", 2001);
    const failed = await Effect.runPromise(
      Effect.result(
        harness().store.inTransaction((session) =>
          Effect.gen(function* () {
            yield* session.createFilms([film("New", null, "new")]);
            yield* session.replaceAvailability([netflix], [{ serviceId: netflix, titleId: a, from: DAY, link: null, availability: null }]);
            return yield* Effect.fail("bad row" as const);
          }),
        ),
      ),
    );
    expect(failed._tag).toBe("Failure");
    expect(await harness().offers()).toEqual([]);
    expect((await harness().titles()).map((title) => title.imdb)).toEqual(["tt0000011"]);
  });
};
