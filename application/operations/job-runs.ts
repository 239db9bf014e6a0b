import { Context, type Effect } from "effect";
import type { JobCounts, JobHealth, OperatorJob } from "../../domain/operator-job.ts";

export interface JobRunsShape {
  /** Records that a run of `job` started at `at` (epoch ms); answers the run's id. */
  readonly start: (job: OperatorJob, at: number) => Effect.Effect<number>;
  readonly finish: (run: number, ending: { readonly at: number; readonly outcome: "succeeded" | "failed"; readonly counts: JobCounts }) => Effect.Effect<void>;
  /** For each job that ever ran, in any process: its latest run and the end of its latest successful one. */
  readonly health: Effect.Effect<ReadonlyArray<JobHealth>>;
}

/** Where operator jobs record their runs, so whichever process serves the metrics sees every job's last success. */
export class JobRuns extends Context.Service<JobRuns, JobRunsShape>()("tellyfilms/application/JobRuns") {}
