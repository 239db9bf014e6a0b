import { Effect, Layer } from "effect";
import { JobRuns } from "../../application/operations/job-runs.ts";
import type { JobCounts, JobHealth, OperatorJob } from "../../domain/operator-job.ts";

interface Run {
  readonly id: number;
  readonly job: OperatorJob;
  readonly startedAt: number;
  finishedAt: number | null;
  outcome: JobHealth["lastOutcome"];
  counts: JobCounts;
}

export const jobRunsFake = () => {
  const runs: Array<Run> = [];
  return Layer.succeed(
    JobRuns,
    JobRuns.of({
      start: (job, at) => Effect.sync(() => runs.push({ id: runs.length + 1, job, startedAt: at, finishedAt: null, outcome: "running", counts: {} })),
      finish: (id, ending) =>
        Effect.sync(() => {
          const run = runs.find((candidate) => candidate.id === id);
          if (run === undefined) return;
          run.finishedAt = ending.at;
          run.outcome = ending.outcome;
          run.counts = ending.counts;
        }),
      health: Effect.sync(() => {
        const jobs = [...new Set(runs.map((run) => run.job))].sort();
        return jobs.map((job): JobHealth => {
          const ofJob = runs.filter((run) => run.job === job);
          const last = ofJob.reduce((latest, run) =>
            run.startedAt > latest.startedAt || (run.startedAt === latest.startedAt && run.id > latest.id) ? run : latest,
          );
          const successes = ofJob.flatMap((run) => (run.outcome === "succeeded" && run.finishedAt !== null ? [run.finishedAt] : []));
          return {
            job,
            lastStartedAt: last.startedAt,
            lastOutcome: last.outcome,
            lastDurationMs: last.finishedAt === null ? null : last.finishedAt - last.startedAt,
            lastCounts: last.counts,
            lastSucceededAt: successes.length === 0 ? null : Math.max(...successes),
          };
        });
      }),
    }),
  );
};
