import type { Generated } from "kysely";
import { sql } from "kysely";
import { Effect, Layer, Schema } from "effect";
import { JobRuns } from "../../../application/operations/job-runs.ts";
import { JobHealth } from "../../../domain/operator-job.ts";
import { Database } from "../database-service.ts";
import { epochMsOf } from "./sql-statement.ts";

interface JobRunTable {
  id: Generated<number>;
  job: string;
  started_at: Date;
  finished_at: Date | null;
  outcome: Generated<"running" | "succeeded" | "failed">;
  counts: unknown;
}

interface OperationsTables {
  job_run: JobRunTable;
}

const decodeHealth = Schema.decodeUnknownSync(Schema.Array(JobHealth));

export const JobRunsPostgres = Layer.effect(
  JobRuns,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const db = () => orm.em.fork().getKysely<OperationsTables>();
    return JobRuns.of({
      start: (job, at) =>
        Effect.promise(async () => {
          const row = await db()
            .insertInto("job_run")
            .values({ job, started_at: new Date(at), counts: sql`${JSON.stringify({})}::jsonb` })
            .returning("id")
            .executeTakeFirstOrThrow();
          return row.id;
        }),
      finish: (run, ending) =>
        Effect.promise(() =>
          db()
            .updateTable("job_run")
            .set({ finished_at: new Date(ending.at), outcome: ending.outcome, counts: sql`${JSON.stringify(ending.counts)}::jsonb` })
            .where("id", "=", run)
            .execute(),
        ).pipe(Effect.asVoid),
      health: Effect.promise(async () => {
        const [latest, successes] = await Promise.all([
          db()
            .selectFrom("job_run")
            .distinctOn("job")
            .select([
              "job",
              "outcome",
              "counts",
              epochMsOf<number | null>("started_at").as("startedAt"),
              epochMsOf<number | null>("finished_at").as("finishedAt"),
            ])
            .orderBy("job")
            .orderBy("started_at", "desc")
            .orderBy("id", "desc")
            .execute(),
          db()
            .selectFrom("job_run")
            .where("outcome", "=", "succeeded")
            .groupBy("job")
            .select(["job", sql<number>`(extract(epoch from max(finished_at)) * 1000)::float8`.as("succeededAt")])
            .execute(),
        ]);
        const succeededAt = new Map(successes.map((row) => [row.job, row.succeededAt]));
        return decodeHealth(
          latest.map((row) => ({
            job: row.job,
            lastStartedAt: row.startedAt,
            lastOutcome: row.outcome,
            lastDurationMs: row.finishedAt === null || row.startedAt === null ? null : row.finishedAt - row.startedAt,
            lastCounts: typeof row.counts === "string" ? (JSON.parse(row.counts) as unknown) : row.counts,
            lastSucceededAt: succeededAt.get(row.job) ?? null,
          })),
        );
      }),
    });
  }),
);
