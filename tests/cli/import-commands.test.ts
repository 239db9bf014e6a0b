import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, root, type CliResult } from "./cli-on-data-dir.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { databaseFingerprint } from "../adapters/persistence/schedule-import-harness.ts";
import { generateXmltv } from "../bench/generate-xmltv.ts";

const fixtures = join(root, "tests/adapters/importers/fixtures");

const fingerprintOf = async (dataDir: string) => {
  const orm = await openDatabase({ dataDir: join(dataDir, "pglite") });
  try {
    return await databaseFingerprint(orm);
  } finally {
    await closeDatabase(orm);
  }
};

/** A generated schedule that turns malformed after its first few thousand programmes, so some batches are written before it fails. */
const writeLateBreakingFile = async (path: string): Promise<void> => {
  let text = "";
  for await (const chunk of generateXmltv({ programmes: 3_000, channels: 3, seed: 7, startMs: Date.UTC(2026, 10, 2, 5) })) text += String(chunk);
  await writeFile(path, text.replace("</tv>\n", '  <programme start="20261109050000 +0000" channel="bench0.uk">\n    <title>Broken</title>\n</tv>\n'));
};

describe("the import commands", () => {
  let dir: string;
  let dataDir: string;
  let firstImport: CliResult;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "tf-cli-import-"));
    dataDir = join(dir, "data");
    firstImport = await cli(dataDir, "import-xmltv", join(fixtures, "import-uk-weekend.xml"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("explain themselves with --help", async () => {
    const commands = [["import-xmltv"], ["import-imdb"], ["channels", "map"]];
    const helps = await Promise.all(commands.map((command) => cli(join(dir, "help"), ...command, "--help")));
    for (const [i, help] of helps.entries()) {
      expect(help.code).toBe(0);
      expect(help.stdout).toContain(`tellyfilms ${commands[i]?.join(" ") ?? ""}`);
    }
  });

  it("import a schedule into an empty database and sum up what they did", () => {
    expect(firstImport.code).toBe(0);
    expect(firstImport.stdout).toContain(
      "Films matched: 0; created (unverified, for the admin to curate): 6, of them given their IMDb id: 0; episodes: 1; series created: 1, of them given their IMDb id: 0.",
    );
    expect(firstImport.stdout).toContain("Shows added: 9; updated: 0; unchanged: 0; replaced (removed): 0.");
    expect(firstImport.stdout).toContain("1 neither a film nor an episode of a series (no episode number)");
  });

  it("report a schedule that breaks late with its file and line, exit non-zero and change nothing", async () => {
    const before = await fingerprintOf(dataDir);
    const broken = join(dir, "late-breaking.xml");
    await writeLateBreakingFile(broken);

    const failed = await cli(dataDir, "import-xmltv", broken);

    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("the database was left unchanged");
    expect(failed.stderr).toMatch(/late-breaking\.xml:\d+: malformed XML: unclosed tag <programme>/);
    expect(await fingerprintOf(dataDir)).toEqual(before);
  });

  it("refuse an IMDb file with a bad number, naming its file and line, and change nothing", async () => {
    const before = await fingerprintOf(dataDir);

    const failed = await cli(dataDir, "import-imdb", join(fixtures, "title.basics.tsv"), join(fixtures, "title.ratings.bad-number.tsv"));

    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('title.ratings.bad-number.tsv:3: column numVotes: expected a whole number, found "lots"');
    expect(await fingerprintOf(dataDir)).toEqual(before);
  });

  it("map an XMLTV channel to an existing channel by slug, and refuse an unknown slug", async () => {
    const mapped = await cli(dataDir, "channels", "map", "film4plus1.uk", "film4");
    expect(mapped.code).toBe(0);
    expect(mapped.stdout).toContain("film4plus1.uk (Film4 +1) -> film4");

    const unknown = await cli(dataDir, "channels", "map", "film4plus1.uk", "film5");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no channel with the slug "film5".');
  });
});
