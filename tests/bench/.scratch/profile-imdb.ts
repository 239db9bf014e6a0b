import { createReadStream, existsSync } from "node:fs";
import { Effect } from "effect";
import { imdbDatasetRecords } from "../../../adapters/importers/imdb/imdb-dataset-records.ts";
import { makeFilmDataImportStorePostgres } from "../../../adapters/persistence/film-data-import-store-postgres.ts";
import { FilmDataImportStore, type FilmDataImportStoreShape } from "../../../application/film-data-import-store.ts";
import { importImdbDatasets } from "../../../application/import-imdb-datasets.ts";
import { openBenchDatabase } from "../bench-database.ts";
import { writeTitleBasics, writeTitleRatings } from "../generate-imdb.ts";
const rows = Number(process.argv[2] ?? 1_000_000);
const dir = "/tmp/tf-import-helper";
if (!existsSync(`${dir}/title.basics.${rows}.tsv`)) {
  await writeTitleBasics(`${dir}/title.basics.${rows}.tsv`, { rows, seed: 1 });
  await writeTitleRatings(`${dir}/title.ratings.${rows}.tsv`, { rows, seed: 2 });
}
const db = await openBenchDatabase();
await db.orm.em.getConnection().execute(`insert into title (kind, imdb, slug, title) select 'film', 'tt' || lpad((g * ${Math.floor(rows / 2000)})::text, 7, '0'), 'known-' || g, 'Known ' || g from generate_series(1, 2000) g`);
const real = makeFilmDataImportStorePostgres(db.orm);
const times: Record<string, number> = {};
const timed = <A>(name: string, effect: Effect.Effect<A>) => Effect.suspend(() => { const t = performance.now(); return effect.pipe(Effect.tap(() => Effect.sync(() => { times[name] = (times[name] ?? 0) + performance.now() - t; }))); });
const store: FilmDataImportStoreShape = { inTransaction: (work) => real.inTransaction((s) => work(Object.fromEntries(Object.entries(s).map(([k, v]) => [k, typeof v === "function" ? (...a: Array<unknown>) => timed(k, (v as any)(...a)) : timed(k, v as any)])) as any)) };
for (let i = 0; i < 2; i++) {
  for (const k of Object.keys(times)) delete times[k];
  const t = performance.now();
  const sources = (["title.basics", "title.ratings"] as const).map((dataset) => ({ dataset, name: dataset, rows: imdbDatasetRecords({ name: dataset, stream: createReadStream(`${dir}/${dataset}.${rows}.tsv`) }, dataset, Number(process.env.RB ?? 5000)) }));
  const s = await Effect.runPromise(importImdbDatasets({ sources, batchSize: Number(process.env.UB ?? 5000) }).pipe(Effect.provideService(FilmDataImportStore, store)));
  console.log(((performance.now() - t) / 1000).toFixed(2), JSON.stringify(Object.fromEntries(Object.entries(times).map(([k, v]) => [k, (v / 1000).toFixed(2)]))), s.catalogueTitles, s.catalogueRatings, Math.round(process.resourceUsage().maxRSS / 1024));
}
await db.dispose();
