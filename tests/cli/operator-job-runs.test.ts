import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteDirectory } from "../../adapters/persistence/database-service.ts";
import { closeDatabase, openDatabase, type DatabaseOptions } from "../../adapters/persistence/database.ts";
import { OPERATOR_JOBS, type OperatorJob } from "../../domain/operator-job.ts";
import { startPublicSiteServer } from "../adapters/http/public-site-server.ts";
import { backends } from "../adapters/persistence/database-backends.ts";
import { cliWithEnv, root, type CliResult } from "./cli-on-data-dir.ts";

const fixtures = join(root, "tests/adapters/importers/fixtures");
const TOKEN = "job-runs-metrics-token-0123456789";

// Keys, and bases where nothing listens: enrich-films needs them to start, and on an empty catalogue asks them nothing.
const FILM_DATA_SERVICES = {
  TMDB_API_TOKEN: "stand-in-token",
  TMDB_API_BASE: "http://127.0.0.1:9",
  TMDB_IMAGE_BASE: "http://127.0.0.1:9/t/p/",
  OMDB_API_KEY: "stand-in-key",
  OMDB_API_BASE: "http://127.0.0.1:9",
};

interface JobCase {
  readonly job: OperatorJob;
  readonly args: ReadonlyArray<string>;
  /** A table the job's work reads or writes: while it is missing, the run fails inside the job. */
  readonly needs: string;
  /** A count its summary always has, when it has any. */
  readonly count?: string;
}

// enrich-films runs first, on an empty catalogue, so no request ever leaves the machine.
const JOBS: ReadonlyArray<JobCase> = [
  { job: "enrich-films", args: ["enrich-films"], needs: "title", count: "selected" },
  { job: "seed-demo", args: ["seed-demo", "--date", "2026-11-23"], needs: "show" },
  { job: "import-xmltv", args: ["import-xmltv", join(fixtures, "import-uk-weekend.xml")], needs: "show", count: "programmes" },
  { job: "import-imdb", args: ["import-imdb", join(fixtures, "title.basics.tsv"), join(fixtures, "title.ratings.tsv")], needs: "title" },
  { job: "import-streaming", args: ["import-streaming", join(fixtures, "streaming-catalogue.csv")], needs: "title" },
  { job: "send-alerts", args: ["send-alerts"], needs: "user_title", count: "mails" },
  { job: "send-newsletter", args: ["send-newsletter"], needs: "user_title", count: "queued" },
  { job: "drain-outbox", args: ["drain-outbox"], needs: "mail_outbox", count: "sent" },
  { job: "purge-accounts", args: ["purge-accounts"], needs: "session", count: "sessions" },
];

interface JobRunRow {
  readonly job: string;
  readonly outcome: string;
  readonly started: number;
  readonly finished: number | null;
  readonly counts: Record<string, number>;
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database the CLI reaches as an operator's would: an embedded data folder, or a PostgreSQL database of its own. */
const databaseFor = async (
  engine: "pglite" | "postgresql",
): Promise<{ readonly options: DatabaseOptions; readonly env: Record<string, string | undefined> }> => {
  if (engine === "pglite") {
    const dir = await mkdtemp(join(tmpdir(), "tf-job-runs-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    return { options: { dataDir: pgliteDirectory(dir) }, env: { DATA_DIR: dir } };
  }
  const backend = backends().find((candidate) => candidate.name === "postgresql")!;
  cleanups.push(() => backend.dispose());
  const { databaseUrl } = await backend.freshDatabase();
  const dir = await mkdtemp(join(tmpdir(), "tf-job-runs-files-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { options: { databaseUrl }, env: { DATABASE_URL: databaseUrl, DATA_DIR: dir } };
};

const withDatabase = async <A>(options: DatabaseOptions, work: (sql: (text: string) => Promise<Array<Record<string, unknown>>>) => Promise<A>): Promise<A> => {
  const orm = await openDatabase(options);
  try {
    return await work((text) => orm.em.fork().execute(text));
  } finally {
    await closeDatabase(orm);
  }
};

const hiddenName = (table: string) => `${table}_hidden_by_test`;

const engines = backends().map((backend) => backend.name);

describe.each(engines)("operator job runs on %s", (engine) => {
  it("records every job's successful and failed runs, and /metrics shows each job's last success and duration", async () => {
    expect(JOBS.map((entry) => entry.job).toSorted()).toEqual([...OPERATOR_JOBS].toSorted());
    const { options, dataDir, env } = await databaseFor(engine).then((database) => ({ ...database, dataDir: database.env.DATA_DIR! }));
    const run = (entry: JobCase, extra: Record<string, string | undefined> = {}): Promise<CliResult> =>
      cliWithEnv(dataDir, { ...env, ...FILM_DATA_SERVICES, PUBLIC_URL: "https://films.example", ...extra }, ...entry.args);

    for (const entry of JOBS) {
      const result = await run(entry);
      expect(result.code, `${entry.job}: ${result.stdout}${result.stderr}`).toBe(0);
    }
    const tables = [...new Set(JOBS.map((entry) => entry.needs))];
    await withDatabase(options, async (sql) => {
      for (const table of tables) await sql(`alter table "${table}" rename to "${hiddenName(table)}"`);
    });
    for (const entry of JOBS) {
      const result = await run(entry);
      expect(result.code, `${entry.job} ran without its "${entry.needs}" table: ${result.stdout}`).not.toBe(0);
    }
    const rows = await withDatabase(options, async (sql) => {
      for (const table of tables) await sql(`alter table "${hiddenName(table)}" rename to "${table}"`);
      return (await sql(
        `select job, outcome, (extract(epoch from started_at) * 1000)::float8 as started, (extract(epoch from finished_at) * 1000)::float8 as finished, counts
         from job_run order by id`,
      )) as unknown as Array<JobRunRow>;
    });

    for (const entry of JOBS) {
      const runs = rows.filter((row) => row.job === entry.job);
      expect(
        runs.map((row) => row.outcome),
        entry.job,
      ).toEqual(["succeeded", "failed"]);
      const [succeeded, failed] = runs as [JobRunRow, JobRunRow];
      expect(succeeded.finished!, entry.job).toBeGreaterThanOrEqual(succeeded.started);
      expect(failed.finished!, entry.job).toBeGreaterThanOrEqual(failed.started);
      expect(failed.started, entry.job).toBeGreaterThanOrEqual(succeeded.finished!);
      for (const value of Object.values(succeeded.counts)) expect(Number.isInteger(value) && value >= 0, entry.job).toBe(true);
      if (entry.count !== undefined) expect(Object.keys(succeeded.counts), entry.job).toContain(entry.count);
      expect(failed.counts, entry.job).toEqual({});
    }

    const server = await startPublicSiteServer(options.databaseUrl, undefined, { dataDir, seedDemo: "never", metricsToken: TOKEN });
    try {
      const ready = await fetch(`${server.base}/readyz`);
      expect(ready.status).toBe(200);
      const metrics = await (await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const series = (name: string, job: string) => {
        const match = new RegExp(`^${name}\\{operator_job="${job}"\\} (\\S+)$`, "m").exec(metrics);
        return match === null ? undefined : Number(match[1]);
      };
      for (const entry of JOBS) {
        const [succeeded, failed] = rows.filter((row) => row.job === entry.job) as [JobRunRow, JobRunRow];
        expect(series("tellyfilms_job_last_success_timestamp_seconds", entry.job), entry.job).toBeCloseTo(succeeded.finished! / 1000, 3);
        expect(series("tellyfilms_job_last_run_start_timestamp_seconds", entry.job), entry.job).toBeCloseTo(failed.started / 1000, 3);
        expect(series("tellyfilms_job_last_run_duration_seconds", entry.job), entry.job).toBeCloseTo((failed.finished! - failed.started) / 1000, 3);
        expect(series("tellyfilms_job_last_run_succeeded", entry.job), entry.job).toBe(0);
      }
    } finally {
      await server.stop();
    }
  }, 1_800_000);
});
