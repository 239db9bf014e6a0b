import { Clock, Console, Effect, Layer, Option, Schema } from "effect";
import { Command, Flag } from "effect/cli";
import { broadcastDate } from "../domain/broadcast-day.ts";
import { loadAppConfig } from "../adapters/config/app-config.ts";
import { UK_ZONE } from "../adapters/composition-root.ts";
import { seedOrRefreshDemoWeek } from "../adapters/importers/demo/ensure-demo-data.ts";
import { Database, DatabaseLive } from "../adapters/persistence/database-service.ts";
import { JobRunsPostgres } from "../adapters/persistence/repositories/job-runs-postgres.ts";
import { recordedJob } from "./recorded-job.ts";

const IsoDate = Schema.String.check(Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, { message: "Expected a date as YYYY-MM-DD" }));

export const seedDemoCommand = Command.make(
  "seed-demo",
  {
    date: Flag.String("date").pipe(
      Flag.withDescription("First day of the demo week (YYYY-MM-DD, UK broadcast date); default today"),
      Flag.withSchema(IsoDate),
      Flag.optional,
    ),
  },
  ({ date }) =>
    Effect.gen(function* () {
      const database = yield* Database;
      const now = yield* Clock.currentTimeMillis;
      const firstDay = Option.match(date, {
        onNone: () => broadcastDate(now, UK_ZONE),
        onSome: (text) => {
          const [year, month, day] = text.split("-").map(Number) as [number, number, number];
          return { year, month, day };
        },
      });
      const report = yield* recordedJob(
        "seed-demo",
        Effect.promise(() => seedOrRefreshDemoWeek(database.orm, firstDay, UK_ZONE)).pipe(Effect.map((text) => ({ text }))),
      );
      yield* Console.log(report.text);
    }).pipe(Effect.provide(Layer.provideMerge(JobRunsPostgres, DatabaseLive(loadAppConfig())))),
).pipe(Command.withDescription("Seed the demo catalogue into an empty database, or regenerate the demo week (imported schedules are left alone)"));
