import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readImdbTsvBatches } from "../../adapters/importers/imdb/read-imdb-tsv.ts";
import { writeTitleBasics, writeTitleRatings } from "./generate-imdb.ts";

const parseOne = async (path: string): Promise<void> => {
  const started = performance.now();
  let rows = 0;
  for await (const batch of readImdbTsvBatches({ name: path, stream: createReadStream(path) })) rows += batch.length;
  const seconds = (performance.now() - started) / 1000;
  const bytes = (await stat(path)).size;
  const rssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `IMDb parse ${path.split("/").pop() ?? path}: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s = ` +
      `${Math.round(rows / seconds)} rows/s, peak RSS ${rssMb.toFixed(0)} MB`,
  );
};

const child = process.argv[2];
if (child !== undefined) {
  await parseOne(child);
} else {
  const dir = await mkdtemp(join(tmpdir(), "tellyfilms-imdb-bench-"));
  try {
    const files = [
      { name: "title.basics.250k.tsv", write: () => writeTitleBasics(join(dir, "title.basics.250k.tsv"), { rows: 250_000, seed: 1 }) },
      { name: "title.basics.1m.tsv", write: () => writeTitleBasics(join(dir, "title.basics.1m.tsv"), { rows: 1_000_000, seed: 1 }) },
      { name: "title.basics.1m.tsv.gz", write: () => writeTitleBasics(join(dir, "title.basics.1m.tsv.gz"), { rows: 1_000_000, seed: 1, gzip: true }) },
      { name: "title.ratings.1m.tsv", write: () => writeTitleRatings(join(dir, "title.ratings.1m.tsv"), { rows: 1_000_000, seed: 2 }) },
    ];
    for (const file of files) await file.write();
    // Each file is parsed in its own process so that peak RSS belongs to that file alone.
    for (const file of files) {
      execFileSync(process.execPath, [fileURLToPath(import.meta.url), join(dir, file.name)], { stdio: "inherit" });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
