import { createReadStream } from "node:fs";
import { writeHeapSnapshot } from "node:v8";
import { Effect, Stream } from "effect";
import { readXmltvBatches } from "../../../adapters/importers/xmltv/read-xmltv.ts";
import { importXmltvSchedule } from "../../../application/import-xmltv-schedule.ts";
import { ScheduleImportStore } from "../../../application/schedule-import-store.ts";
const path = "/tmp/tf-import-helper/bench.xml";
let calls = 0;
const noop = { inTransaction: (work: any) => work({
  listTitleIdentities: Effect.succeed([]), resolveChannels: (c: any) => Effect.succeed(c.map((x: any, i: number) => ({ xmltvId: x.xmltvId, channelId: i + 1, created: true }))),
  createFilms: (f: any) => Effect.succeed(f.map((x: any) => ({ id: 1000 + calls++, kind: "film", imdb: x.imdb ?? "k" + calls, title: x.title, year: x.year, tmdbKind: null, tmdbId: null }))),
  addCredits: () => Effect.succeed(0), fillMissingCertificates: () => Effect.succeed(0), stageShows: () => Effect.succeed(0), replaceStagedShows: Effect.sync(() => { global.gc?.(); writeHeapSnapshot("/tmp/tf-import-helper/end.heapsnapshot"); return { inserted: 0, updated: 0, unchanged: 0, removed: 0 }; }),
}) };
await Effect.runPromise(importXmltvSchedule({ source: "b", records: Stream.fromAsyncIterable(readXmltvBatches({ name: path, stream: createReadStream(path) }), (e) => e) }).pipe(Effect.provideService(ScheduleImportStore, noop as any)));
