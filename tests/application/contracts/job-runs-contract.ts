import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobRuns } from "../../../application/operations/job-runs.ts";

export interface JobRunsStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, JobRuns>) => Promise<A>;
  readonly close: () => Promise<void>;
}

export interface JobRunsHarness {
  readonly name: string;
  readonly open: () => Promise<JobRunsStorage>;
}

const T0 = Date.UTC(2026, 10, 25, 3, 15, 0);
const MINUTE = 60_000;

export const jobRunsContract = (harness: JobRunsHarness) =>
  describe(`the job run record on ${harness.name}`, () => {
    let storage: JobRunsStorage;
    const runs = <A>(use: (runs: JobRuns["Service"]) => Effect.Effect<A>) => storage.run(Effect.flatMap(Effect.service(JobRuns), use));
    beforeAll(async () => {
      storage = await harness.open();
    });
    afterAll(() => storage.close());

    it("knows no job before any has run", async () => {
      expect(await runs((jobs) => jobs.health)).toEqual([]);
    });

    it("shows a job's latest run, its duration and counts, and the end of its latest success even after a failure", async () => {
      const first = await runs((jobs) => jobs.start("send-alerts", T0));
      await runs((jobs) => jobs.finish(first, { at: T0 + 2 * MINUTE, outcome: "succeeded", counts: { mails: 12, batches: 1 } }));
      const second = await runs((jobs) => jobs.start("send-alerts", T0 + 60 * MINUTE));
      await runs((jobs) => jobs.finish(second, { at: T0 + 61 * MINUTE, outcome: "failed", counts: {} }));
      const purge = await runs((jobs) => jobs.start("purge-accounts", T0 + 5 * MINUTE));
      await runs((jobs) => jobs.finish(purge, { at: T0 + 5 * MINUTE + 1500, outcome: "succeeded", counts: { sessions: 3 } }));
      await runs((jobs) => jobs.start("import-xmltv", T0 + 90 * MINUTE));

      const health = await runs((jobs) => jobs.health);
      expect(health).toEqual([
        { job: "import-xmltv", lastStartedAt: T0 + 90 * MINUTE, lastOutcome: "running", lastDurationMs: null, lastCounts: {}, lastSucceededAt: null },
        {
          job: "purge-accounts",
          lastStartedAt: T0 + 5 * MINUTE,
          lastOutcome: "succeeded",
          lastDurationMs: 1500,
          lastCounts: { sessions: 3 },
          lastSucceededAt: T0 + 5 * MINUTE + 1500,
        },
        {
          job: "send-alerts",
          lastStartedAt: T0 + 60 * MINUTE,
          lastOutcome: "failed",
          lastDurationMs: MINUTE,
          lastCounts: {},
          lastSucceededAt: T0 + 2 * MINUTE,
        },
      ]);
    });
  });
