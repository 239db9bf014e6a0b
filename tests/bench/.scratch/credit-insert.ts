import { openBenchDatabase } from "../bench-database.ts";
import { sqlRows } from "../../../adapters/persistence/sql-literal.ts";
const db = await openBenchDatabase();
const em = db.orm.em.fork();
await em.begin();
const N = 33_000, B = 700;
for (let s = 0; s < N; s += B) {
  const rows = Array.from({ length: B }, (_, i) => ({ imdb: `tt${s + i}`, slug: `slug-${s + i}`, title: `Night Garden ${i % 50}` }));
  await em.execute(`insert into title (kind, imdb, slug, title) select 'film', imdb, slug, title from ${sqlRows("f", rows, [["imdb", "text", (r) => r.imdb], ["slug", "text", (r) => r.slug], ["title", "text", (r) => r.title]])}`);
}
await em.execute(`insert into person (name, slug) select 'P' || g, 'p-' || g from generate_series(1, 8) g`);
const time = async (label: string, sql: (s: number) => string) => {
  const t = performance.now();
  for (let s = 0; s < N; s += B) await em.execute(sql(s));
  console.log(label, ((performance.now() - t) / 1000).toFixed(2));
};
const rows = (s: number) => Array.from({ length: B * 3 }, (_, i) => ({ t: s + Math.floor(i / 3) + 1, p: (i % 8) + 1, r: i % 3 === 0 ? "director" : "star", o: i % 3 }));
await time("credits on conflict", (s) => `insert into credit (title_id, person_id, role, ord) select * from ${sqlRows("c", rows(s), [["t", "int", (r) => r.t], ["p", "int", (r) => r.p], ["r", "text", (r) => r.r], ["o", "smallint", (r) => r.o]])} on conflict do nothing`);
await em.execute("truncate credit");
await time("credits plain", (s) => `insert into credit (title_id, person_id, role, ord) select * from ${sqlRows("c", rows(s), [["t", "int", (r) => r.t], ["p", "int", (r) => r.p], ["r", "text", (r) => r.r], ["o", "smallint", (r) => r.o]])}`);
await em.execute("truncate credit");
await time("credits build sql only", (s) => { sqlRows("c", rows(s), [["t", "int", (r) => r.t], ["p", "int", (r) => r.p], ["r", "text", (r) => r.r], ["o", "smallint", (r) => r.o]]); return "select 1"; });
await em.rollback();
await db.dispose();
