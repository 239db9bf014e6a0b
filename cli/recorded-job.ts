import type { Effect } from "effect";
import { recordJobRun } from "../application/operations/record-job-run.ts";
import type { JobCounts, OperatorJob } from "../domain/operator-job.ts";

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** The whole-number fields of a job's summary, one level of nesting flattened (`shows.inserted` -> `shows_inserted`). */
export const countsOf = (summary: object): JobCounts =>
  Object.fromEntries(
    Object.entries(summary).flatMap(([name, value]): Array<[string, number]> => {
      if (isCount(value)) return [[name, value]];
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        return Object.entries(value as Record<string, unknown>).flatMap(([inner, count]): Array<[string, number]> =>
          isCount(count) ? [[`${name}_${inner}`, count]] : [],
        );
      }
      if (Array.isArray(value)) return [[name, value.length]];
      return [];
    }),
  );

/** Runs a job's work and records the run (start, end, outcome, the counts of the summary it answers) in the database. */
export const recordedJob = <A extends object, E, R>(job: OperatorJob, work: Effect.Effect<A, E, R>) => recordJobRun<A>(job, countsOf)(work);
