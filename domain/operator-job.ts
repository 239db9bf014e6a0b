import { Schema } from "effect";

/** The operator jobs whose runs are recorded, so an operator can see when each last succeeded. */
export const OPERATOR_JOBS = [
  "import-xmltv",
  "import-imdb",
  "import-streaming",
  "enrich-films",
  "send-alerts",
  "send-newsletter",
  "drain-outbox",
  "purge-accounts",
  "seed-demo",
] as const;

export const OperatorJob = Schema.Literals(OPERATOR_JOBS);
export type OperatorJob = typeof OperatorJob.Type;

export const JobOutcome = Schema.Literals(["running", "succeeded", "failed"]);
export type JobOutcome = typeof JobOutcome.Type;

/** What a run did, by name ("mails", "shows added", ...): whole, non-negative numbers. */
export const JobCounts = Schema.Record(Schema.String, Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)));
export type JobCounts = typeof JobCounts.Type;

const EpochMs = Schema.Number;

/** The latest run of a job and its latest successful one, as the operator sees them. */
export const JobHealth = Schema.Struct({
  job: OperatorJob,
  lastStartedAt: EpochMs,
  lastOutcome: JobOutcome,
  lastDurationMs: Schema.NullOr(EpochMs),
  lastCounts: JobCounts,
  lastSucceededAt: Schema.NullOr(EpochMs),
});
export type JobHealth = typeof JobHealth.Type;
