import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedDemoData } from "../../adapters/importers/demo/ensure-demo-data.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { LONDON } from "../../domain/broadcast-day.ts";

const dir = await mkdtemp(join(tmpdir(), "tellyfilms-seed-demo-bench-"));
try {
  const started = performance.now();
  const orm = await openDatabase({ dataDir: join(dir, "pglite") });
  const migrated = performance.now();
  const summary = await seedDemoData(orm, Date.now(), LONDON);
  const seeded = performance.now();
  await closeDatabase(orm);
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  console.log(
    `Demo seed on a fresh PGlite directory: ${seconds(seeded - started)} s including migrations (target < 15 s): ` +
      `create and migrate ${seconds(migrated - started)} s, seed ${seconds(seeded - migrated)} s ` +
      `(${summary.titles} titles, ${summary.people} people, ${summary.shows} shows); peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
