import { createReadStream } from "node:fs";
import { Effect, Stream } from "effect";
import { readXmltvBatches } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import { makeScheduleImportStorePostgres } from "../../../adapters/persistence/schedule-import-store-postgres.ts";
import { importXmltvSchedule } from "../../../application/import-xmltv-schedule.ts";
import { ScheduleImportStore, type ScheduleImportStoreShape } from "../../../application/schedule-import-store.ts";
import { openBenchDatabase } from "../bench-database.ts";
import { writeXmltvFile } from "../generate-xmltv.ts";

const path = "/tmp/tf-import-helper/bench.xml";
await writeXmltvFile(path, { programmes: 100_000, channels: 60, seed: 42, startMs: Date.UTC(2026, 9, 19, 5) });
const database = await openBenchDatabase();
const real = makeScheduleImportStorePostgres(database.orm);
const times: Record<string, number> = {};
const timed = <A>(name: string, effect: Effect.Effect<A>) => Effect.suspend(() => { const t = performance.now(); return effect.pipe(Effect.tap(() => Effect.sync(() => { times[name] = (times[name] ?? 0) + performance.now() - t; }))); });
const store: ScheduleImportStoreShape = {
  inTransaction: (work) => real.inTransaction((s) => work({
    listTitleIdentities: timed("list", s.listTitleIdentities),
    resolveChannels: (c) => timed("channels", s.resolveChannels(c)),
    createFilms: (f) => timed("createFilms", s.createFilms(f)),
    addCredits: (c) => timed("addCredits", s.addCredits(c)),
    fillMissingCertificates: (c) => timed("certs", s.fillMissingCertificates(c)),
    stageShows: (sh, src) => timed("stage", s.stageShows(sh, src)),
    replaceStagedShows: timed("replace", s.replaceStagedShows),
  })),
};
for (let i = 0; i < 2; i++) {
  for (const k of Object.keys(times)) delete times[k];
  const t = performance.now();
  await Effect.runPromise(importXmltvSchedule({ source: "b", records: Stream.fromAsyncIterable(readXmltvBatches({ name: path, stream: createReadStream(path) }), (e) => e) }).pipe(Effect.provideService(ScheduleImportStore, store)));
  console.log(JSON.stringify(Object.fromEntries(Object.entries(process.memoryUsage()).map(([k,v])=>[k,Math.round(v/1e6)]))), ((performance.now() - t) / 1000).toFixed(2), Object.fromEntries(Object.entries(times).map(([k, v]) => [k, (v / 1000).toFixed(2)])), (process.resourceUsage().maxRSS / 1024).toFixed(0));
}
await database.dispose();
