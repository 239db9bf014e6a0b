import { Effect } from "effect";
import { beforeEach, expect, it } from "vitest";
import type { FilmEnrichmentStoreShape, TargetSelection, TitleEnrichment } from "../../../application/enrichment/film-enrichment-store.ts";

export interface FilmEnrichmentHarness {
  readonly store: FilmEnrichmentStoreShape;
  readonly reset: () => Promise<void>;
  /** A film never enriched, or enriched at `enrichedAt`; answers its id. */
  readonly seedFilm: (imdb: string, slug: string, enrichedAt: number | null) => Promise<number>;
  readonly seedAdminEdit: (imdb: string, field: string, action: string) => Promise<void>;
}

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 11);
const selection: TargetSelection = { all: false, staleBefore: NOW - 30 * DAY, film: undefined, afterId: 0, limit: 100 };

const enrichment = (titleId: number, tmdbId: number, similar: ReadonlyArray<number>): TitleEnrichment => ({
  titleId,
  fields: { tmdb_kind: "movie", tmdb_id: tmdbId, poster_url: `https://image.tmdb.org/t/p/w500/${tmdbId}.jpg` },
  certificate: null,
  genreSlugs: [],
  cast: [],
  directors: [],
  similarTmdbIds: similar,
  offers: [],
  enrichedAt: NOW,
});

/** The behaviour every FilmEnrichmentStore shares; call inside a describe block. */
export const filmEnrichmentStoreContract = (harness: () => FilmEnrichmentHarness): void => {
  const run = <A>(effect: Effect.Effect<A>): Promise<A> => Effect.runPromise(effect);
  const imdbs = async (chosen: typeof selection) => (await run(harness().store.listTargets(chosen))).map((target) => target.imdb);

  beforeEach(() => harness().reset());

  it("selects titles never enriched or enriched before the cut-off, in id order, and every title with all", async () => {
    await harness().seedFilm("tt0000001", "one", null);
    await harness().seedFilm("tt0000002", "two", NOW - 40 * DAY);
    const fresh = await harness().seedFilm("tt0000003", "three", NOW - DAY);
    expect(await imdbs(selection)).toEqual(["tt0000001", "tt0000002"]);
    expect(await run(harness().store.countTargets(selection))).toBe(2);
    expect(await imdbs({ ...selection, all: true })).toEqual(["tt0000001", "tt0000002", "tt0000003"]);
    expect(await imdbs({ ...selection, all: true, afterId: fresh - 1, limit: 1 })).toEqual(["tt0000003"]);
    expect(await imdbs({ ...selection, all: true, film: "two" })).toEqual(["tt0000002"]);
    expect(await imdbs({ ...selection, all: true, film: "tt0000003" })).toEqual(["tt0000003"]);
  });

  it("reports a save that changes something, then none for the same data, and keeps the enriched title out of the next run", async () => {
    const id = await harness().seedFilm("tt0000001", "one", null);
    expect(await run(harness().store.saveEnrichments([enrichment(id, 11, [])]))).toEqual([true]);
    const [target] = await run(harness().store.listTargets({ ...selection, all: true }));
    expect(target?.fields).toMatchObject({ tmdb_kind: "movie", tmdb_id: 11, poster_url: "https://image.tmdb.org/t/p/w500/11.jpg" });
    expect(await run(harness().store.saveEnrichments([{ ...enrichment(id, 11, []), fields: {} }]))).toEqual([false]);
    expect(await imdbs(selection)).toEqual([]);
  });

  it("keeps a title's synopsis and the short synopsis of its listing row, and reads both back", async () => {
    const id = await harness().seedFilm("tt0000001", "one", null);
    const texts = { synopsis: "A young bear travels to London. He meets the Brown family.", synopsis_short: "A young bear travels to London." };
    expect(await run(harness().store.saveEnrichments([{ ...enrichment(id, 11, []), fields: texts }]))).toEqual([true]);
    const [target] = await run(harness().store.listTargets({ ...selection, all: true }));
    expect(target?.fields).toMatchObject(texts);
  });

  it("writes a batch of titles together and answers for each, in order, whether it changed", async () => {
    const a = await harness().seedFilm("tt0000001", "one", null);
    const b = await harness().seedFilm("tt0000002", "two", null);
    await run(harness().store.saveEnrichments([enrichment(a, 11, [])]));
    expect(await run(harness().store.saveEnrichments([{ ...enrichment(a, 11, []), fields: {} }, enrichment(b, 12, [])]))).toEqual([false, true]);
    expect(await imdbs(selection)).toEqual([]);
  });

  it("names the fields an admin edited, until a reset", async () => {
    await harness().seedFilm("tt0000001", "one", null);
    await harness().seedAdminEdit("tt0000001", "youtube", "update youtube");
    await harness().seedAdminEdit("tt0000001", "title", "update title");
    expect((await run(harness().store.listTargets(selection)))[0]?.adminEdited.slice().sort()).toEqual(["title", "youtube"]);
    await harness().seedAdminEdit("tt0000001", "youtube", "reset all");
    expect((await run(harness().store.listTargets(selection)))[0]?.adminEdited).toEqual(["title"]);
  });

  it("links similar titles once both are known, and only once", async () => {
    const a = await harness().seedFilm("tt0000001", "one", null);
    const b = await harness().seedFilm("tt0000002", "two", null);
    await run(harness().store.saveEnrichments([enrichment(a, 11, [12, 99]), enrichment(b, 12, [11])]));
    expect(await run(harness().store.linkSimilarTitles)).toBe(2);
    expect(await run(harness().store.linkSimilarTitles)).toBe(0);
  });
};
