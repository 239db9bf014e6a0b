import { createReadStream } from "node:fs";
import { Effect, Stream } from "effect";
import { readXmltvBatches } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import { importXmltvSchedule } from "../../../application/import-xmltv-schedule.ts";
import { ScheduleImportStore } from "../../../application/schedule-import-store.ts";
import { makeScheduleImportStoreFake } from "../../fakes/schedule-import-store-fake.ts";
const path = "/tmp/tf-import-helper/bench.xml";
const fake = makeScheduleImportStoreFake();
const store = { inTransaction: fake.inTransaction };
const noop = { inTransaction: (work: any) => work({
  listTitleIdentities: Effect.succeed([]), resolveChannels: (c: any) => Effect.succeed(c.map((x: any, i: number) => ({ xmltvId: x.xmltvId, channelId: i + 1, created: true }))),
  createFilms: (f: any) => Effect.succeed(f.map((x: any, i: number) => ({ id: Math.floor(Math.random()*1e9), kind: "film", imdb: x.imdb ?? "k" + Math.random(), title: x.title, year: x.year, tmdbKind: null, tmdbId: null }))),
  addCredits: () => Effect.succeed(0), fillMissingCertificates: () => Effect.succeed(0), stageShows: () => Effect.succeed(0), replaceStagedShows: Effect.succeed({ inserted: 0, updated: 0, unchanged: 0, removed: 0 }),
}) };
void store;
const t = performance.now();
const s = await Effect.runPromise(importXmltvSchedule({ source: "b", records: Stream.fromAsyncIterable(readXmltvBatches({ name: path, stream: createReadStream(path) }), (e) => e) }).pipe(Effect.provideService(ScheduleImportStore, noop as any)));
console.log(((performance.now() - t) / 1000).toFixed(2), s.programmes, (process.resourceUsage().maxRSS / 1024).toFixed(0), JSON.stringify(process.memoryUsage()));
