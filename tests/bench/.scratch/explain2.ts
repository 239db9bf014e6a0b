import { openBenchDatabase } from "../bench-database.ts";
import { sqlRows } from "../../../adapters/persistence/sql-literal.ts";
const db = await openBenchDatabase();
const c = db.orm.em.getConnection();
await c.execute(`insert into title_catalogue (tconst, title, kind, average_rating, num_votes) select 'tt' || lpad((g*3)::text, 7, '0'), 'T ' || g, 'movie', 5.5, 100 from generate_series(1, 330000) g`);
await c.execute(`insert into title (kind, imdb, slug, title, imdb_r) select 'film', 'tt' || lpad((g * 500)::text, 7, '0'), 'known-' || g, 'Known ' || g, 5.5 from generate_series(1, 2000) g`);
await c.execute("analyze title_catalogue"); await c.execute("analyze title");
const rows = Array.from({ length: 5000 }, (_, i) => ({ t: `tt${String(500000 + i).padStart(7, "0")}`, r: 5.5, v: 100 }));
const values = sqlRows("v", rows, [["tconst", "text", (r) => r.t], ["rating", "real", (r) => r.r], ["votes", "int", (r) => r.v]]);
const em = db.orm.em.fork(); await em.begin(); await em.execute("set local enable_mergejoin = off"); await em.execute("set local enable_hashjoin = off");
const c2 = { execute: (q: string) => em.execute(q) };
for (const sql of [
  `update title t set imdb_r = v.rating from ${values} where t.imdb = v.tconst and t.imdb_r is distinct from v.rating`,
  `update title_catalogue c set average_rating = v.rating, num_votes = v.votes from ${values} where c.tconst = v.tconst and (c.average_rating, c.num_votes) is distinct from (v.rating, v.votes)`,
]) {
  const t = performance.now();
  const plan = await c2.execute(`explain analyze ${sql}`);
  console.log(plan.map((r: any) => r["QUERY PLAN"]).join("\n"), "\n", (performance.now() - t).toFixed(1), "ms incl. round trip\n");
}
await em.rollback(); await db.dispose();
