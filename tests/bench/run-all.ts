import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

// `npm run bench -- <name> [options]`: the options go to each benchmark that runs.
const [filter, ...benchOptions] = process.argv.slice(2);
const benches = readdirSync(import.meta.dirname)
  .filter((name) => name.endsWith(".bench.ts") && (filter === undefined || name.includes(filter)))
  .sort();

if (benches.length === 0) {
  console.error(filter === undefined ? "No benchmarks found." : `No benchmark matches "${filter}".`);
  process.exit(1);
}

const failed: Array<string> = [];
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(process.execPath, [join(import.meta.dirname, name), ...benchOptions], { stdio: "inherit" });
  if (result.status !== 0) failed.push(name);
}

if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}
