import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Effect, Layer } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, root } from "./cli-on-data-dir.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { Database, makeDatabase } from "../../adapters/persistence/database-service.ts";
import { ListingReadModelPostgres } from "../../adapters/persistence/repositories/listing-read-model-postgres.ts";
import { ListingReadModel } from "../../application/listings/listing-read-model.ts";

const fixtures = join(root, "tests/adapters/importers/fixtures");

const withDatabase = async <A>(dataDir: string, use: (orm: Awaited<ReturnType<typeof openDatabase>>) => Promise<A>): Promise<A> => {
  const orm = await openDatabase({ dataDir: join(dataDir, "pglite") });
  try {
    return await use(orm);
  } finally {
    await closeDatabase(orm);
  }
};

const streamingPage = (dataDir: string, slug: string) =>
  withDatabase(dataDir, async (orm) => {
    const page = await Effect.runPromise(
      Effect.gen(function* () {
        const listings = yield* ListingReadModel;
        return yield* listings.findStreamingShows(slug, Date.UTC(2026, 11, 31));
      }).pipe(Effect.provide(Layer.provide(ListingReadModelPostgres, Layer.succeed(Database, makeDatabase(orm, "pglite"))))),
    );
    return page === null ? null : [...page.films, ...page.tvseries].map((title) => title.title).sort();
  });

describe("the import-streaming command", () => {
  let dir: string;
  let dataDir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "tf-cli-streaming-"));
    dataDir = join(dir, "data");
    await withDatabase(dataDir, (orm) =>
      orm.em
        .getConnection()
        .execute("insert into streaming_service (name, name_display, slug) values ('netflix', 'Netflix', 'netflix'), ('mubi', 'MUBI', 'mubi')"),
    );
    expect((await cli(dataDir, "import-xmltv", join(fixtures, "import-uk-weekend.xml"))).code).toBe(0);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("fills the streaming page of each service in the file, matching scheduled films and creating the others", async () => {
    const imported = await cli(dataDir, "import-streaming", join(fixtures, "streaming-catalogue.csv"));
    expect(imported.stderr).toBe("");
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("Read 4 rows: films matched 3; created (unverified, for the admin to curate) 1;");
    expect(imported.stdout).toContain("netflix: 3 titles; added 3, unchanged 0, removed 0.");
    expect(await streamingPage(dataDir, "netflix")).toEqual(["Paddington", "The Godfather", "Whisky Galore!"]);
    expect(await streamingPage(dataDir, "mubi")).toEqual(["Amélie"]);
  });

  it("rejects bad rows with file:line, exits non-zero and changes nothing", async () => {
    const file = join(fixtures, "streaming-catalogue-bad.csv");
    const failed = await cli(dataDir, "import-streaming", file);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("Import failed; the database was left unchanged.");
    expect(failed.stderr).toContain(`${file}:3: unknown streaming service "blockbuster"`);
    expect(failed.stderr).toContain(`${file}:4: available_from "01/11/2026" is not an ISO date (YYYY-MM-DD)`);
    expect(await streamingPage(dataDir, "netflix")).toEqual(["Paddington", "The Godfather", "Whisky Galore!"]);
  });

  it("removes what left a service when a smaller file is imported, and a second run changes nothing", async () => {
    const smaller = join(fixtures, "streaming-catalogue-smaller.csv");
    expect((await cli(dataDir, "import-streaming", smaller)).stdout).toContain("netflix: 1 titles; added 0, unchanged 1, removed 2.");
    expect((await cli(dataDir, "import-streaming", smaller)).stdout).toContain("netflix: 1 titles; added 0, unchanged 1, removed 0.");
    expect(await streamingPage(dataDir, "netflix")).toEqual(["The Godfather"]);
    expect(await streamingPage(dataDir, "mubi")).toEqual(["Amélie"]);
  });
});
