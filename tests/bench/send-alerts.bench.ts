import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Effect, Layer } from "effect";
import { PublicSite } from "../../application/accounts/public-site.ts";
import { FilmAlerts } from "../../application/alerts/film-alerts.ts";
import { ALERT_BATCH_SIZE, sendFilmAlerts } from "../../application/alerts/send-film-alerts.ts";
import { MailTemplatesHtml } from "../../adapters/email/mail-templates-html.ts";
import { seedDemoData } from "../../adapters/importers/demo/ensure-demo-data.ts";
import { closeDatabase, openDatabase } from "../../adapters/persistence/database.ts";
import { Database, makeDatabase } from "../../adapters/persistence/database-service.ts";
import { FilmAlertsPostgres } from "../../adapters/persistence/repositories/film-alerts-postgres.ts";
import { LinkSignerStoredKey } from "../../adapters/persistence/repositories/link-signer-stored-key.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import { openBenchDatabase } from "./bench-database.ts";

const USERS = 100_000;

const cliNodeFlags = (): ReadonlyArray<string> => {
  const scripts = (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { scripts?: Record<string, string> }).scripts;
  return (scripts?.["cli"] ?? "").split(/\s+/).filter((word) => word.startsWith("--"));
};
const ALERTS_EACH = 20;
const seconds = (from: number): string => ((performance.now() - from) / 1000).toFixed(2);

/** The job in this process, with its two phases timed: finding every match, then writing the mails in batches. */
const runJob = async (databaseUrl: string, label: string): Promise<void> => {
  const orm = await openDatabase({ databaseUrl });
  let matchSeconds = "";
  let deliverMs = 0;
  const Timed = Layer.effect(
    FilmAlerts,
    Effect.gen(function* () {
      const live = yield* FilmAlerts;
      return FilmAlerts.of({
        findMatches: (now) => {
          const started = performance.now();
          return Effect.tap(live.findMatches(now), () => Effect.sync(() => (matchSeconds = seconds(started))));
        },
        deliverBatch: (now, limit, deliver) => {
          const started = performance.now();
          return Effect.tap(live.deliverBatch(now, limit, deliver), () => Effect.sync(() => (deliverMs += performance.now() - started)));
        },
      });
    }),
  ).pipe(Layer.provide(FilmAlertsPostgres));
  const layer = Layer.mergeAll(Timed, LinkSignerStoredKey, MailTemplatesHtml, Layer.succeed(PublicSite, { url: "https://films.example" })).pipe(
    Layer.provide(Layer.succeed(Database, makeDatabase(orm, "postgresql"))),
  );
  const started = performance.now();
  const summary = await Effect.runPromise(sendFilmAlerts(ALERT_BATCH_SIZE).pipe(Effect.provide(layer)));
  const total = seconds(started);
  const [outbox] = await orm.em
    .getConnection()
    .execute<Array<{ mails: number; megabytes: number }>>(
      "select count(*)::int as mails, (sum(length(text_body) + length(html_body)) / 1e6)::float8 as megabytes from mail_outbox where kind = 'film-alert'",
    );
  await closeDatabase(orm);
  console.log(
    `send-alerts (${label}) on PostgreSQL${process.env["NODE_OPTIONS"] === undefined ? "" : ` with NODE_OPTIONS=${process.env["NODE_OPTIONS"]}`}: ` +
      `${summary.matchedUsers} users matched with ${summary.matchedTitles} alerts ` +
      `in ${matchSeconds} s (target < 10 s); ${summary.mails} mails queued in ${summary.batches} batches of ${ALERT_BATCH_SIZE} in ${(deliverMs / 1000).toFixed(2)} s; ` +
      `whole run ${total} s; outbox now ${outbox?.mails ?? 0} alert mails, ${(outbox?.megabytes ?? 0).toFixed(0)} MB of text; ` +
      `peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (target < 500 MB)`,
  );
};

const [childUrl, childLabel] = process.argv.slice(2);
if (childUrl !== undefined) {
  await runJob(childUrl, childLabel ?? "run");
} else {
  const database = await openBenchDatabase();
  try {
    if (database.url === undefined) {
      console.log(`send-alerts bench skipped: it needs PostgreSQL (set BENCH_DATABASE_URL or TEST_DATABASE_URL), not ${database.engine}`);
    } else {
      const setUp = performance.now();
      const sql = (query: string) => database.orm.em.getConnection().execute(query);
      const demo = await seedDemoData(database.orm, Date.now(), LONDON);
      await sql(`insert into app_user (email, password_hash) select 'bench' || g || '@example.com', 'x' from generate_series(1, ${USERS}) g`);
      // each user alerts on 20 different films: a stride coprime with the number of films never repeats within 20 steps
      await sql(
        `with films as (select id, (row_number() over (order by id) - 1)::int as idx from title where kind = 'film'),
              total as (select count(*)::int as n from films)
         insert into user_title (user_id, title_id, alert)
         select u.id, f.id, true from app_user u cross join generate_series(0, ${ALERTS_EACH - 1}) k
         join films f on f.idx = (u.id * 37 + k * 97) % (select n from total)`,
      );
      // a production database has been vacuumed since its rows were written; a freshly loaded one would pay for that in the run
      await sql("vacuum analyze");
      const [counts] = await database.orm.em
        .getConnection()
        .execute<Array<{ users: number; alerts: number; showings: number }>>(
          "select (select count(*)::int from app_user) as users, (select count(*)::int from user_title where alert) as alerts, (select count(*)::int from show where time > now()) as showings",
        );
      console.log(
        `Set up in ${seconds(setUp)} s: ${counts?.users} users with ${counts?.alerts} alerts, demo week of ${demo.shows} shows (${counts?.showings} still to come) ` +
          `on ${demo.channels} channels and ${demo.services} services`,
      );
      // each run in its own process, so that its peak RSS is the job's alone, with the Node flags `npm run cli` uses
      const cliFlags = cliNodeFlags();
      for (const label of ["first run", "second run, nothing new"]) {
        execFileSync(
          process.execPath,
          [...cliFlags, fileURLToPath(import.meta.url), database.url, `${label}${cliFlags.length === 0 ? "" : `, node ${cliFlags.join(" ")}`}`],
          {
            stdio: "inherit",
          },
        );
      }
    }
  } finally {
    await database.dispose();
  }
}
