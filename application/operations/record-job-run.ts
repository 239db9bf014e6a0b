import { Cause, Clock, Effect, Exit } from "effect";
import type { JobCounts, OperatorJob } from "../../domain/operator-job.ts";
import { JobRuns } from "./job-runs.ts";

/**
 * Runs an operator job, recording its start, and at its end the outcome and the counts of what it answers. A job that fails or
 * is interrupted is recorded as failed; when that record cannot be written (the database went away), the job's own failure stands.
 */
export const recordJobRun =
  <A>(job: OperatorJob, countsOf: (result: A) => JobCounts) =>
  <E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E, R | JobRuns> =>
    Effect.gen(function* () {
      const runs = yield* JobRuns;
      const run = yield* Effect.flatMap(Clock.currentTimeMillis, (at) => runs.start(job, at));
      return yield* work.pipe(
        Effect.onExit((exit) =>
          Effect.flatMap(Clock.currentTimeMillis, (at) =>
            Exit.isSuccess(exit)
              ? runs.finish(run, { at, outcome: "succeeded", counts: countsOf(exit.value) })
              : runs
                  .finish(run, { at, outcome: "failed", counts: {} })
                  .pipe(Effect.catchCause((cause) => Effect.logWarning(`Could not record the failed ${job} run`, Cause.squash(cause)))),
          ),
        ),
      );
    });
