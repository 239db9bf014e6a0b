import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Effect, Layer, ManagedRuntime } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FilmAlerts } from "../../../application/alerts/film-alerts.ts";
import { sendFilmAlerts } from "../../../application/alerts/send-film-alerts.ts";
import { drainOutbox } from "../../../application/mail/drain-outbox.ts";
import type { AppConfig } from "../../../adapters/config/app-config.ts";
import { ClockFromConfig } from "../../../adapters/clock/clock-from-start.ts";
import { makeAccountServices } from "../../../adapters/composition-root.ts";
import { seedDemoData } from "../../../adapters/importers/demo/ensure-demo-data.ts";
import { closeDatabase, connectDatabase, openDatabase, type Database as Orm } from "../../../adapters/persistence/database.ts";
import { Database, makeDatabase } from "../../../adapters/persistence/database-service.ts";
import { LONDON } from "../../../domain/broadcast-day.ts";
import { mailHeader, mailPart, startLoopbackSmtp } from "../email/loopback-smtp.ts";
import { backends, type BackendName } from "../persistence/database-backends.ts";

const root = path.resolve(import.meta.dirname, "../../..");
const PUBLIC_URL = "https://films.example";
const BLOCK_LOCK = 424_242;
/** Every run, the seed and the test's own queries read this one moment. */
const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const NOW_SQL = `to_timestamp(${NOW}::float8 / 1000)`;

const makeJobRuntime = (orm: Orm, engine: BackendName, smtpUrl: string, filesDir: string) => {
  const config: AppConfig = {
    port: 0,
    dataDir: filesDir,
    publicUrl: PUBLIC_URL,
    seedDemo: "never",
    distDir: path.join(filesDir, "no-dist"),
    smtpUrl,
    mailFrom: "TellyFilms <mail@films.example>",
    mailPollSeconds: 0,
  };
  return ManagedRuntime.make(
    makeAccountServices(config, { filesDir }).pipe(
      Layer.provide(Layer.succeed(Database, makeDatabase(orm, engine))),
      Layer.provideMerge(ClockFromConfig({ at: NOW, ticks: false })),
    ),
  );
};

/** A FilmAlerts whose mail making fails once `survivors` users have had theirs made: a crash in the middle of a run. */
const crashingAfter = (survivors: number) =>
  Layer.effect(
    FilmAlerts,
    Effect.gen(function* () {
      const live = yield* FilmAlerts;
      let made = 0;
      return FilmAlerts.of({
        ...live,
        deliverBatch: (now, limit, deliver) =>
          live.deliverBatch(now, limit, (user) => {
            made += 1;
            if (made > survivors) throw new Error("crash injected by the test");
            return deliver(user);
          }),
      });
    }),
  );

describe.each(backends())("send-alerts on $name with mail over SMTP", (backend) => {
  let orm: Orm;
  let second: Orm;
  let databaseUrl: string;
  let filesDir: string;
  let smtp: Awaited<ReturnType<typeof startLoopbackSmtp>>;
  let first: ReturnType<typeof makeJobRuntime>;
  let other: ReturnType<typeof makeJobRuntime>;
  let cohorts = 0;

  const sql = async <Row = Record<string, unknown>>(query: string, params: ReadonlyArray<unknown> = []) =>
    orm.em.fork().execute<Array<Row>>(query, [...params]);

  /** Users who alert on films with upcoming broadcasts; answers their ids and emails by id. */
  const cohort = async (users: number, alertsEach: number) => {
    const name = `cohort${++cohorts}`;
    const rows = await sql<{ id: number; email: string }>(
      `insert into app_user (email, password_hash) select ? || '-' || lpad(g::text, 4, '0') || '@example.com', 'x' from generate_series(1, ?) g
       returning id, email`,
      [name, users],
    );
    await sql(
      `insert into user_title (user_id, title_id, alert)
       select u.id, f.id, true from app_user u cross join lateral (
         select t.id from title t where t.kind = 'film'
           and exists (select 1 from show s join show_channel sc on sc.show_id = s.id where s.title_id = t.id and s.time > ${NOW_SQL} + interval '1 hour')
         order by md5(u.id::text || '/' || t.id::text) limit ?) f
       where u.email like ? || '-%'`,
      [alertsEach, name],
    );
    return rows.sort((a, b) => a.id - b.id);
  };

  const outboxCounts = async (emails: ReadonlyArray<string>) => {
    const rows = await sql<{ to: string; n: number }>(
      "select to_address as to, count(*)::int as n from mail_outbox where kind = 'film-alert' and to_address in (?) group by to_address",
      [emails],
    );
    return new Map(rows.map((row) => [row.to, row.n]));
  };

  const expectOneMailEach = async (emails: ReadonlyArray<string>) => {
    const counts = await outboxCounts(emails);
    expect(emails.filter((email) => counts.get(email) !== 1)).toEqual([]);
    await first.runPromise(drainOutbox());
    const received = smtp.received.filter((mail) => mailHeader(mail.raw, "Subject").startsWith("Film alert"));
    const delivered = emails.map((email) => received.filter((mail) => mail.to.includes(email)).length);
    expect(delivered.every((count) => count === 1)).toBe(true);
  };

  beforeAll(async () => {
    smtp = await startLoopbackSmtp();
    filesDir = await mkdtemp(path.join(tmpdir(), "tf-alerts-pg-"));
    const options = await backend.freshDatabase();
    databaseUrl = options.databaseUrl ?? "";
    orm = await openDatabase(options);
    await seedDemoData(orm, NOW, LONDON);
    // PGlite has one owner process, so its two runs share it; PostgreSQL's work on two connections.
    second = backend.name === "postgresql" ? await connectDatabase({ databaseUrl }) : orm;
    first = makeJobRuntime(orm, backend.name, smtp.url, filesDir);
    other = makeJobRuntime(second, backend.name, smtp.url, filesDir);
    // Seeding the demo week takes minutes on a loaded 2-core machine; a passing run never waits for this bound.
  }, 600_000);

  afterAll(async () => {
    await first.dispose();
    await other.dispose();
    if (second !== orm) await closeDatabase(second);
    await closeDatabase(orm);
    await backend.dispose();
    await smtp.close();
    await rm(filesDir, { recursive: true, force: true });
  });

  it("mails each user once over SMTP with the films, UK times, film page links and a one-click unsubscribe, and nothing on the next run", async () => {
    const users = await cohort(12, 3);
    const summary = await first.runPromise(sendFilmAlerts(5));
    expect(summary.mails).toBe(12);
    expect(summary.matchedUsers).toBe(12);
    await expectOneMailEach(users.map((user) => user.email));

    const [reader] = users;
    const mail = smtp.received.find((item) => item.to.includes(reader?.email ?? ""));
    const text = mailPart(mail?.raw ?? "", "text/plain");
    const alerted = await sql<{ title: string; year: number; slug: string; channel: string; time: number }>(
      `select t.title, t.year, t.slug, c.name as channel, (extract(epoch from s.time) * 1000)::float8 as time
       from user_title ut join title t on t.id = ut.title_id join show s on s.title_id = t.id
       join show_channel sc on sc.show_id = s.id join channel c on c.id = sc.channel_id
       where ut.user_id = ? and s.time > ${NOW_SQL} order by t.title, s.time limit 1`,
      [reader?.id],
    );
    const earliest = alerted[0];
    expect(text).toContain(`${earliest?.title} (${earliest?.year})`);
    expect(text).toContain(`${PUBLIC_URL}/film/${earliest?.slug}/`);
    const ukTime = new Intl.DateTimeFormat("en-GB", { timeZone: LONDON, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(earliest?.time);
    expect(text).toContain(`at ${ukTime} on `);
    expect(text).toContain(earliest?.channel);
    expect(mailHeader(mail?.raw ?? "", "List-Unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/api/unsubscribe/\\?token=[\\w.-]+>$`));
    expect(mailHeader(mail?.raw ?? "", "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const messages = await sql<{ kind: string; slug: string }>("select kind, slug from message where user_id = ? order by slug", [reader?.id]);
    expect(messages).toHaveLength(3);
    expect(messages.every((message) => message.kind === "film")).toBe(true);

    const again = await first.runPromise(sendFilmAlerts(5));
    expect(again.mails).toBe(0);
    await expectOneMailEach(users.map((user) => user.email));
  });

  it("sends each user exactly one mail when two runs work at once", async () => {
    const users = await cohort(90, 4);
    const [one, two] = await Promise.all([first.runPromise(sendFilmAlerts(3)), other.runPromise(sendFilmAlerts(3))]);
    expect((one?.mails ?? 0) + (two?.mails ?? 0)).toBe(90);
    await expectOneMailEach(users.map((user) => user.email));
    expect((await first.runPromise(sendFilmAlerts(3))).mails).toBe(0);
  });

  it("after a run that fails half-way, the next run mails everyone it missed and no one twice", async () => {
    const users = await cohort(30, 3);
    const crashed = await first.runPromise(Effect.exit(sendFilmAlerts(5).pipe(Effect.provide(crashingAfter(14)))));
    expect(crashed._tag).toBe("Failure");
    const committed = await outboxCounts(users.map((user) => user.email));
    expect([...committed.values()]).toEqual(Array.from({ length: 10 }, () => 1));
    expect((await first.runPromise(sendFilmAlerts(5))).mails).toBe(20);
    await expectOneMailEach(users.map((user) => user.email));
  });

  // Only PostgreSQL lets a second process (the CLI) open the database while the test holds it.
  it.runIf(backend.name === "postgresql")(
    "after the process is killed in the middle of a batch, the next run mails everyone it missed and no one twice",
    async () => {
      const users = await cohort(25, 2);
      const blocked = users[10];
      await sql(
        `create or replace function tf_test_block() returns trigger language plpgsql as $$
       begin if new.user_id = ${blocked?.id ?? 0} then perform pg_advisory_xact_lock_shared(${BLOCK_LOCK}); end if; return new; end $$`,
      );
      await sql("create trigger tf_test_block before insert on message for each row execute function tf_test_block()");
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const lockHeld = new Promise<void>((resolve) => (locked = resolve));
      const holder = orm.em.fork().transactional(async (em) => {
        await em.execute(`select pg_advisory_xact_lock(${BLOCK_LOCK})`);
        locked();
        await released;
      });
      await lockHeld;
      const child = spawn(process.execPath, ["cli/main.ts", "send-alerts", "--batch-size", "5"], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: filesDir,
          PUBLIC_URL,
          SMTP_URL: smtp.url,
          CLOCK_START: new Date(NOW).toISOString(),
          CLOCK_TICKS: "false",
        },
        stdio: "ignore",
      });
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      let waiting: number | undefined;
      while (waiting === undefined) {
        const [row] = await sql<{ pid: number }>(
          "select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'",
        );
        waiting = row?.pid;
        if (waiting === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      child.kill("SIGKILL");
      await exited;
      await sql("select pg_terminate_backend(?)", [waiting]);
      while ((await sql("select 1 from pg_stat_activity where pid = ?", [waiting])).length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      release();
      await holder;
      await sql("drop trigger tf_test_block on message");

      const committed = await outboxCounts(users.map((user) => user.email));
      expect([...committed.values()]).toEqual(Array.from({ length: 10 }, () => 1));
      expect((await first.runPromise(sendFilmAlerts(5))).mails).toBe(15);
      await expectOneMailEach(users.map((user) => user.email));
    },
  );
});
