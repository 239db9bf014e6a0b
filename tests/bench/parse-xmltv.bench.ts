import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readXmltvBatches } from "../../adapters/importers/xmltv/read-xmltv.ts";
import { writeXmltvFile } from "./generate-xmltv.ts";

const PROGRAMMES = 100_000;
const CHANNELS = 60;

const dir = await mkdtemp(join(tmpdir(), "tellyfilms-xmltv-bench-"));
try {
  const path = join(dir, "bench.xml");
  await writeXmltvFile(path, { programmes: PROGRAMMES, channels: CHANNELS, seed: 42, startMs: Date.UTC(2026, 9, 19, 5) });
  const bytes = (await stat(path)).size;
  const started = performance.now();
  let programmes = 0;
  let films = 0;
  for await (const batch of readXmltvBatches({ name: path, stream: createReadStream(path) })) {
    for (const record of batch) {
      if (record.kind !== "programme") continue;
      programmes++;
      if (record.isFilm) films++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `XMLTV parse: ${programmes} programmes (${films} films) on ${CHANNELS} channels, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s = ` +
      `${Math.round(programmes / seconds)} programmes/s, ${(bytes / 1e6 / seconds).toFixed(1)} MB/s, peak RSS ${rssMb.toFixed(0)} MB`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
