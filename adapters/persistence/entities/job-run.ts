import { defineEntity, p } from "@mikro-orm/core";

// One row per run of an operator job, written by whichever process ran it, read by the server's metrics.
export const JobRunSchema = defineEntity({
  name: "JobRun",
  tableName: "job_run",
  properties: {
    id: p.integer().primary(),
    job: p.text(),
    startedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    outcome: p.enum(["running", "succeeded", "failed"] as const).default("running"),
    counts: p.json<Record<string, number>>(),
  },
  indexes: [{ properties: ["job", "startedAt"] }, { properties: ["job", "outcome", "finishedAt"] }],
});

export class JobRun extends JobRunSchema.class {}
JobRunSchema.setClass(JobRun);
