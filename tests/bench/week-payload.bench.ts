import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { Effect, Layer } from "effect";
import { xmltvScheduleRecords } from "../../adapters/importers/xmltv/xmltv-schedule-records.ts";
import { representationOf } from "../../adapters/http/public-json.ts";
import { Database, makeDatabase } from "../../adapters/persistence/database-service.ts";
import { ListingReadModelPostgres } from "../../adapters/persistence/repositories/listing-read-model-postgres.ts";
import { makeScheduleImportStorePostgres } from "../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule } from "../../application/imports/import-xmltv-schedule.ts";
import { listShows } from "../../application/listings/list-shows.ts";
import { ScheduleImportStore } from "../../application/imports/schedule-import-store.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import { ListingPayload } from "../../domain/listing-payload.ts";
import { openBenchDatabase } from "./bench-database.ts";
import { writeXmltvFile } from "./generate-xmltv.ts";

// The scale fixture: 300 channels with a programme an hour for 7 days (a third of them films); one channel in six is on no platform.
const CHANNELS = 300;
const DAYS = 7;
const OFF_PLATFORM_EVERY = 6;
const ROUNDS = 7;
const TARGET_MS = 500;
const START = Date.UTC(2026, 10, 23, 4);
const NOW = START + 15.5 * 3_600_000;

const percentile = (sorted: ReadonlyArray<number>, p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(0)} kB`;

const database = await openBenchDatabase();
const dir = await mkdtemp(join(tmpdir(), "tellyfilms-week-payload-bench-"));
try {
  const path = join(dir, "week.xml");
  await writeXmltvFile(path, { programmes: CHANNELS * DAYS * 24, channels: CHANNELS, seed: 7, startMs: START, days: DAYS });
  await Effect.runPromise(
    importXmltvSchedule({ source: "week.xml", records: xmltvScheduleRecords({ name: path, stream: createReadStream(path) }) }).pipe(
      Effect.provideService(ScheduleImportStore, makeScheduleImportStorePostgres(database.orm)),
    ),
  );
  const connection = database.orm.em.getConnection();
  await connection.execute(
    `insert into system (name, long_name) select 'bench-' || n, 'Bench platform ' || n from generate_series(1, 3) n on conflict do nothing`,
  );
  await connection.execute(
    `insert into channel_system (channel_id, system_id, number)
     select c.id, y.id, 100 + row_number() over (partition by y.id order by c.id) from channel c cross join (select id from system order by id limit 3) y
     where c.id % ? <> 0 on conflict do nothing`,
    [OFF_PLATFORM_EVERY],
  );
  await connection.execute("analyze");

  const layer = ListingReadModelPostgres.pipe(
    Layer.provide(Layer.succeed(Database, makeDatabase(database.orm, database.url === undefined ? "pglite" : "postgresql"))),
  );
  const rebuild = async () => {
    const started = performance.now();
    const payload = await Effect.runPromise(listShows({ kind: "week" }, NOW, LONDON).pipe(Effect.provide(layer)));
    const read = performance.now() - started;
    const body = representationOf(ListingPayload, payload).body;
    return { payload, body, read, total: performance.now() - started };
  };
  await rebuild();
  const reads: Array<number> = [];
  const totals: Array<number> = [];
  const serialising: Array<number> = [];
  let last = await rebuild();
  for (let round = 0; round < ROUNDS; round++) {
    last = await rebuild();
    reads.push(last.read);
    totals.push(last.total);
    serialising.push(last.total - last.read);
  }
  for (const times of [reads, totals, serialising]) times.sort((a, b) => a - b);
  const films = JSON.stringify(last.payload.films).length;
  const compressing = performance.now();
  const br = brotliCompressSync(last.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).byteLength;
  const brMs = performance.now() - compressing;
  const p50 = percentile(totals, 50);
  console.log(
    `Week payload on ${database.engine}, measured under load (load average ${(await import("node:os")).loadavg()[0]?.toFixed(1)}): ` +
      `${CHANNELS} channels x ${DAYS} days, ${last.payload.shows.length} film showings, ${last.payload.films.length} films, ${last.payload.channels.length} channels.`,
  );
  console.log(
    `  payload ${kB(last.body.byteLength)} identity, ${kB(br)} br (brotli 9 of it took ${brMs.toFixed(0)} ms more, before the first br answer); film records ${kB(films)}`,
  );
  console.log(
    `  rebuild after a data change (read model + encode + JSON, ${ROUNDS} rounds): p50 ${p50.toFixed(0)} ms, worst ${totals.at(-1)?.toFixed(0)} ms ` +
      `(read model p50 ${percentile(reads, 50).toFixed(0)} ms, Schema encode + JSON text p50 ${percentile(serialising, 50).toFixed(0)} ms) (target < ${TARGET_MS} ms) ${p50 < TARGET_MS ? "met" : "NOT met"}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
  await database.dispose();
}
