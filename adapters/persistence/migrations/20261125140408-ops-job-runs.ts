import { Migration } from "@mikro-orm/migrations";

// Operator jobs record each run (start, end, outcome, counts), so the server's metrics show every job's last success.
export class Migration20261125140408_ops_job_runs extends Migration {
  override name = "Migration20261125140408_ops_job_runs";

  override up(): void {
    this.addSql(
      `create table "job_run" ("id" serial primary key, "job" text not null, "started_at" timestamptz not null, "finished_at" timestamptz null, "outcome" text not null default 'running', "counts" jsonb not null);`,
    );
    this.addSql(`create index "job_run_job_started_at_index" on "job_run" ("job", "started_at");`);
    this.addSql(`create index "job_run_job_outcome_finished_at_index" on "job_run" ("job", "outcome", "finished_at");`);
    this.addSql(`alter table "job_run" add constraint "job_run_outcome_check" check ("outcome" in ('running', 'succeeded', 'failed'));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "job_run" cascade;`);
  }
}
