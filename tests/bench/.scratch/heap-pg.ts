import { createReadStream } from "node:fs";
import { writeHeapSnapshot } from "node:v8";
import { Effect, Stream } from "effect";
import { readXmltvBatches } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule } from "../../../application/import-xmltv-schedule.ts";
import { ScheduleImportStore } from "../../../application/schedule-import-store.ts";
import { openBenchDatabase } from "../bench-database.ts";
const path = "/tmp/tf-import-helper/bench.xml";
const database = await openBenchDatabase();
const store = makeScheduleImportStorePostgres(database.orm);
const mem = (l: string) => { global.gc?.(); console.log(l, Math.round(process.memoryUsage().heapUsed / 1e6), Math.round(process.memoryUsage().rss / 1e6)); };
mem("before");
for (let i = 0; i < 2; i++) {
  await Effect.runPromise(importXmltvSchedule({ source: "b", records: Stream.fromAsyncIterable(readXmltvBatches({ name: path, stream: createReadStream(path) }), (e) => e) }).pipe(Effect.provideService(ScheduleImportStore, store)));
  mem("after " + i);
}
writeHeapSnapshot("/tmp/tf-import-helper/pg.heapsnapshot");
await database.dispose();
