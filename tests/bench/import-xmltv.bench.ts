import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Effect } from "effect";
import { xmltvScheduleRecords } from "../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import { makeScheduleImportStorePostgres } from "../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule, type ScheduleImportSummary } from "../../application/imports/import-xmltv-schedule.ts";
import { ScheduleImportStore } from "../../application/imports/schedule-import-store.ts";
import { insertBenchTitles } from "./bench-titles.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { GENRES, generatedTitles, writeXmltvFile } from "./generate-xmltv.ts";

const PROGRAMMES = 100_000;
// the cap `npm run cli` runs with
const HEAP_CAP = "--max-old-space-size=256";
const CHANNELS = 60;

/** Imports the file twice into a fresh database that knows the generator's series, printing speed and peak RSS. */
const importTwice = async (path: string): Promise<void> => {
  const bytes = (await stat(path)).size;
  const database = await openBenchDatabase();
  try {
    await insertBenchTitles(
      database.orm,
      generatedTitles().map((title, i) => ({ kind: "series", imdb: `tf-bench-${i + 1}`, slug: `bench-${i + 1}`, title, verified: true })),
    );
    // the site's genres, so that the generator's genre categories put new films in them as a real import would
    await database.orm.em
      .getConnection()
      .execute(`insert into genre (name, slug) select name, lower(name) from jsonb_array_elements_text(?::jsonb) as g(name)`, [JSON.stringify(GENRES)]);
    const store = makeScheduleImportStorePostgres(database.orm);
    for (const run of ["first, into a catalogue of 1,296 series", "same file again"]) {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const summary: ScheduleImportSummary = await Effect.runPromise(
        importXmltvSchedule({ source: "bench.xml", records: xmltvScheduleRecords({ name: path, stream: createReadStream(path) }) }).pipe(
          Effect.provideService(ScheduleImportStore, store),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const { shows } = summary;
      console.log(
        `XMLTV import (${run}) on ${database.engine}: ${summary.programmes} programmes on ${CHANNELS} channels, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s = ` +
          `${Math.round(summary.programmes / seconds)} programmes/s (target 20,000/s); films created ${summary.filmsCreated}, matched ${summary.filmsMatched}, ` +
          `episodes ${summary.episodes}; shows +${shows.inserted} ~${shows.updated} =${shows.unchanged} -${shows.removed}; ` +
          `Node CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (the database's is its own); peak RSS so far ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (target < 400 MB)`,
      );
    }
  } finally {
    await database.dispose();
  }
};

const child = process.argv[2];
if (child !== undefined) {
  await importTwice(child);
} else {
  const dir = await mkdtemp(join(tmpdir(), "tellyfilms-import-xmltv-bench-"));
  try {
    const path = join(dir, "bench.xml");
    await writeXmltvFile(path, { programmes: PROGRAMMES, channels: CHANNELS, seed: 42, startMs: Date.UTC(2026, 9, 19, 5) });
    // the import runs in its own process so that its peak RSS is not the generator's; V8 defers old-generation
    // collection while memory is plentiful, so the second run caps the heap to show what the import itself needs
    for (const flags of [[], [HEAP_CAP]]) {
      if (flags.length > 0) console.log(`With node ${flags.join(" ")}:`);
      execFileSync(process.execPath, [...flags, fileURLToPath(import.meta.url), path], { stdio: "inherit" });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
