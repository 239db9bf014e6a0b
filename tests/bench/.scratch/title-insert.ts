import { openBenchDatabase } from "../bench-database.ts";
import { sqlRows } from "../../../adapters/persistence/sql-literal.ts";
const db = await openBenchDatabase();
const em = db.orm.em.fork();
await em.begin();
const N = 33_000, B = 700;
let t = performance.now();
for (let s = 0; s < N; s += B) {
  const rows = Array.from({ length: B }, (_, i) => ({ imdb: `tt${s + i}`, slug: `slug-${s + i}`, title: `Night Garden ${i % 50}`, syn: "A gripping tale of love, loss & redemption set against the backdrop of a changing Britain, as old friends meet again." }));
  await em.execute(`insert into title (kind, imdb, slug, title, year, synopsis, tvguide_synopsis) select 'film', imdb, slug, title, 1990, syn, syn from ${sqlRows("f", rows, [["imdb", "text", (r) => r.imdb], ["slug", "text", (r) => r.slug], ["title", "text", (r) => r.title], ["syn", "text", (r) => r.syn]])} returning id, imdb`);
}
console.log("insert titles", ((performance.now() - t) / 1000).toFixed(2));
await em.rollback();
await em.begin();
await em.execute("drop index title_title_trgm_index");
t = performance.now();
for (let s = 0; s < N; s += B) {
  const rows = Array.from({ length: B }, (_, i) => ({ imdb: `tt${s + i}`, slug: `slug-${s + i}`, title: `Night Garden ${i % 50}`, syn: "A gripping tale" }));
  await em.execute(`insert into title (kind, imdb, slug, title, year, synopsis, tvguide_synopsis) select 'film', imdb, slug, title, 1990, syn, syn from ${sqlRows("f", rows, [["imdb", "text", (r) => r.imdb], ["slug", "text", (r) => r.slug], ["title", "text", (r) => r.title], ["syn", "text", (r) => r.syn]])} returning id, imdb`);
}
console.log("insert titles without trgm", ((performance.now() - t) / 1000).toFixed(2));
await em.rollback();
await db.dispose();
