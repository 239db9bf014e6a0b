import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect } from "effect";
import { xmltvScheduleRecords } from "../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import { makeScheduleImportStorePostgres } from "../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule, type ScheduleImportSummary } from "../../application/import-xmltv-schedule.ts";
import { ScheduleImportStore } from "../../application/schedule-import-store.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { writeXmltvFile } from "./generate-xmltv.ts";

const PROGRAMMES = 100_000;
const CHANNELS = 60;
// the generator's titles are two of these words; every pair is a known series, as a real catalogue would have them
const WORDS = [
  "Night", "Return", "Last", "Train", "London", "Secret", "Garden", "Storm", "King", "Island", "Blue", "River",
  "Dark", "Summer", "Winter", "House", "Fire", "Glass", "Shadow", "Road", "Queen", "Ghost", "Heart", "Stone",
  "Murder", "Bake", "Great", "British", "Escape", "Money", "Lost", "Empire", "Fast", "Furious", "Little", "Women",
];

const dir = await mkdtemp(join(tmpdir(), "tellyfilms-import-xmltv-bench-"));
const database = await openBenchDatabase();
try {
  const path = join(dir, "bench.xml");
  await writeXmltvFile(path, { programmes: PROGRAMMES, channels: CHANNELS, seed: 42, startMs: Date.UTC(2026, 9, 19, 5) });
  const bytes = (await stat(path)).size;
  const series = WORDS.flatMap((a, i) => WORDS.map((b, j) => ({ title: `${a} ${b}`, key: `tf-bench-series-${i}-${j}` })));
  await database.orm.em
    .getConnection()
    .execute(
      `insert into title (kind, imdb, slug, title, verified) select 'series', key, key, title, true from unnest(array[${series.map((s) => `'${s.key}'`).join(",")}]::text[], array[${series.map((s) => `'${s.title}'`).join(",")}]::text[]) as s(key, title)`,
    );
  const store = makeScheduleImportStorePostgres(database.orm);
  const importOnce = async (): Promise<{ summary: ScheduleImportSummary; seconds: number }> => {
    const started = performance.now();
    const summary = await Effect.runPromise(
      importXmltvSchedule({
        source: "bench.xml",
        records: xmltvScheduleRecords({ name: path, stream: createReadStream(path) }),
      }).pipe(Effect.provideService(ScheduleImportStore, store)),
    );
    return { summary, seconds: (performance.now() - started) / 1000 };
  };
  const report = (label: string, { summary, seconds }: { summary: ScheduleImportSummary; seconds: number }) => {
    const { shows } = summary;
    console.log(
      `XMLTV import (${label}) on ${database.engine}: ${summary.programmes} programmes on ${CHANNELS} channels, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s = ` +
        `${Math.round(summary.programmes / seconds)} programmes/s (target 20,000/s); films created ${summary.filmsCreated}, matched ${summary.filmsMatched}, ` +
        `episodes ${summary.episodes}; shows +${shows.inserted} ~${shows.updated} =${shows.unchanged} -${shows.removed}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (target < 400 MB)`,
    );
  };
  report("first, into a catalogue of 1,296 series", await importOnce());
  report("same file again", await importOnce());
} finally {
  await database.dispose();
  await rm(dir, { recursive: true, force: true });
}
