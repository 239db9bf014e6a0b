import { createReadStream } from "node:fs";
import { Effect, Stream } from "effect";
import { readXmltvBatches } from "../../../adapters/importers/xmltv/read-xmltv.ts";
const path = "/tmp/tf-import-helper/bench.xml";
const t = performance.now();
let n = 0;
if (process.argv[2] === "plain") { for await (const b of readXmltvBatches({ name: path, stream: createReadStream(path) })) n += b.length; }
else await Effect.runPromise(Stream.runForEach(Stream.fromAsyncIterable(readXmltvBatches({ name: path, stream: createReadStream(path) }), (e) => e), (b) => Effect.sync(() => { n += b.length; })));
console.log(process.argv[2], ((performance.now() - t) / 1000).toFixed(2), n, (process.resourceUsage().maxRSS / 1024).toFixed(0), Math.round(process.memoryUsage().heapUsed/1e6));
