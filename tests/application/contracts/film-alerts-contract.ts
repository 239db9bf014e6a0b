import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { FilmAlerts, type AlertDelivery, type UserAlerts } from "../../../application/alerts/film-alerts.ts";
import { MailOutbox } from "../../../application/mail/mail-outbox.ts";
import { UserMessages } from "../../../application/personal/user-messages.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { contractCatalogue, type CatalogueFixture } from "./catalogue-fixture.ts";

export type FilmAlertPorts = FilmAlerts | AccountRepository | UserTitles | UserMessages | MailOutbox;

export interface AlertsStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, FilmAlertPorts>) => Promise<A>;
  /** Schedule changes, as an import would make them. */
  readonly addBroadcast: (tconst: string, at: number, channelIds: ReadonlyArray<number>) => Promise<void>;
  readonly addStreaming: (tconst: string, service: { readonly id: number; readonly name: string }, at: number) => Promise<void>;
  readonly removeShows: (tconst: string) => Promise<void>;
  readonly close: () => Promise<void>;
}

export interface AlertsHarness {
  readonly name: string;
  readonly open: (catalogue: CatalogueFixture) => Promise<AlertsStorage>;
}

const HOUR = 3_600_000;
const TODAY = { year: 2026, month: 11, day: 20 };
const STREAMLY = { id: 951, name: "Streamly" };

const plainDelivery = (alerts: UserAlerts, now: number): AlertDelivery => ({
  mail: {
    kind: "film-alert",
    to: alerts.email,
    subject: `alerts for ${alerts.userId}`,
    text: alerts.titles.map((title) => title.title).join(", "),
    html: "<p>alerts</p>",
    dedupeKey: `film-alert:${alerts.key}`,
  },
  messages: alerts.titles.map((title) => ({ text: `${title.title} is on`, kind: title.kind, slug: title.slug, createdAt: now })),
});

export const filmAlertsContract = (harness: AlertsHarness) =>
  describe(`film alerts on ${harness.name}`, () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    const catalogue = contractCatalogue(now);
    let storage: AlertsStorage;
    let counter = 0;
    const run = <A, E>(effect: Effect.Effect<A, E, FilmAlertPorts>) => storage.run(effect);

    const newUser = async (alerts: ReadonlyArray<string>) => {
      const email = `alerts${++counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      return run(
        Effect.gen(function* () {
          const id = yield* (yield* AccountRepository).register({ email, passwordHash: "hash" }, () => ({
            kind: "welcome",
            to: email,
            subject: "Welcome",
            text: "welcome",
            html: "<p>welcome</p>",
          }));
          for (const tconst of alerts) yield* (yield* UserTitles).setFlag(id, tconst, "alert", true, TODAY);
          return { id, email };
        }),
      );
    };

    /** One whole run of the job: every delivery it makes, by user. */
    const runJob = async (at = now, deliver = plainDelivery) =>
      run(
        Effect.gen(function* () {
          const alerts = yield* FilmAlerts;
          const matches = yield* alerts.findMatches(at);
          const delivered = new Map<number, UserAlerts>();
          for (;;) {
            const batch = yield* alerts.deliverBatch(at, 3, (user) => {
              delivered.set(user.userId, user);
              return deliver(user, at);
            });
            if (batch.claimed === 0) break;
          }
          return { matches, delivered };
        }),
      );

    const queuedMails = () =>
      run(Effect.flatMap(Effect.service(MailOutbox), (outbox) => outbox.claimDue(Number.MAX_SAFE_INTEGER / 2, 10_000, Number.MAX_SAFE_INTEGER / 2 + 1)));

    beforeAll(async () => {
      storage = await harness.open(catalogue);
      await runJob();
    });
    afterAll(async () => {
      await storage.close();
    });

    it("lists every new showing of a user's alerted films once, with channels and times, and nothing on the next run", async () => {
      const user = await newUser(["tt9000001", "tt9000004", "tt9000005", "tt9000006"]);
      const first = await runJob();
      expect(first.matches.users).toBeGreaterThanOrEqual(1);
      expect(first.delivered.get(user.id)).toMatchObject({
        userId: user.id,
        email: user.email,
        titles: [
          {
            tconst: "tt9000004",
            title: "Dust Trail",
            year: 1962,
            kind: "film",
            showings: [
              { time: now + 5 * HOUR, channels: ["Delta Four"], service: null },
              { time: now + 30 * HOUR, channels: ["Alpha One"], service: null },
            ],
          },
          { tconst: "tt9000001", title: "River Road", showings: [{ time: now + 2 * HOUR, channels: ["Alpha One"], service: null }] },
        ],
      });
      const second = await runJob();
      expect(second.delivered.has(user.id)).toBe(false);
    });

    it("queues the mail through the outbox and one bell message per film, of the film's kind and with its slug", async () => {
      await queuedMails();
      const user = await newUser(["tt9000002", "tt9000007"]);
      await runJob();
      const mails = (await queuedMails()).filter((mail) => mail.to === user.email && mail.kind === "film-alert");
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toBe("River Road Returns, The Long Series");
      const messages = await run(Effect.flatMap(Effect.service(UserMessages), (messages) => messages.latest(user.id, 10)));
      expect(messages.map(({ text, kind, slug }) => ({ text, kind, slug })).sort((a, b) => (a.text < b.text ? -1 : 1))).toEqual([
        { text: "River Road Returns is on", kind: "film", slug: "river-road-returns-tt9000002" },
        { text: "The Long Series is on", kind: "series", slug: "the-long-series-tt9000007" },
      ]);
    });

    it("leaves out users with film alert emails off, alerts that were taken off, and deleted accounts", async () => {
      const quiet = await newUser(["tt9000001"]);
      const changedMind = await newUser(["tt9000001"]);
      const gone = await newUser(["tt9000001"]);
      await run(
        Effect.gen(function* () {
          yield* (yield* AccountRepository).setEmailPreference(quiet.id, "email alerts", false);
          yield* (yield* UserTitles).setFlag(changedMind.id, "tt9000001", "alert", false, TODAY);
          yield* (yield* AccountRepository).terminate(gone.id, now);
        }),
      );
      const { delivered } = await runJob();
      expect([quiet.id, changedMind.id, gone.id].filter((id) => delivered.has(id))).toEqual([]);
    });

    it("alerts again about a new broadcast of a film it already alerted about, listing only the new one", async () => {
      const user = await newUser(["tt9000003"]);
      expect((await runJob()).delivered.get(user.id)?.titles[0]?.showings.map((showing) => showing.time)).toEqual([now + 50 * HOUR]);
      await storage.addBroadcast("tt9000003", now + 70 * HOUR, [902, 903]);
      const again = await runJob();
      expect(again.delivered.get(user.id)?.titles).toMatchObject([
        { tconst: "tt9000003", showings: [{ time: now + 70 * HOUR, channels: ["Beta Two", "Gamma Three"], service: null }] },
      ]);
      expect((await runJob()).delivered.has(user.id)).toBe(false);
    });

    it("alerts once about a film on a streaming service, not again when the offer is relisted, and again after it was withdrawn", async () => {
      await storage.addStreaming("tt9100001", STREAMLY, now - 10 * HOUR);
      const user = await newUser(["tt9100001"]);
      expect((await runJob()).delivered.get(user.id)?.titles).toMatchObject([{ tconst: "tt9100001", showings: [{ service: "Streamly", channels: [] }] }]);
      await storage.removeShows("tt9100001");
      await storage.addStreaming("tt9100001", STREAMLY, now - 2 * HOUR);
      expect((await runJob()).delivered.has(user.id)).toBe(false);
      await storage.removeShows("tt9100001");
      expect((await runJob()).delivered.has(user.id)).toBe(false);
      await storage.addStreaming("tt9100001", STREAMLY, now);
      expect((await runJob()).delivered.get(user.id)?.titles[0]?.showings).toMatchObject([{ service: "Streamly" }]);
    });

    it("does not alert about a broadcast that left the schedule, nor one that has already started", async () => {
      const user = await newUser([]);
      await run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.setEmailPreference(user.id, "email alerts", false)));
      await run(Effect.flatMap(Effect.service(UserTitles), (titles) => titles.setFlag(user.id, "tt9100002", "alert", true, TODAY)));
      await storage.addBroadcast("tt9100002", now + 10 * HOUR, [901]);
      await storage.addBroadcast("tt9100003", now - 1000, [901]);
      await runJob();
      await storage.removeShows("tt9100002");
      await run(
        Effect.gen(function* () {
          yield* (yield* AccountRepository).setEmailPreference(user.id, "email alerts", true);
          yield* (yield* UserTitles).setFlag(user.id, "tt9100003", "alert", true, TODAY);
        }),
      );
      expect((await runJob()).delivered.has(user.id)).toBe(false);
    });

    it("keeps a whole batch queued when making its mails fails, and delivers all of it on the next try", async () => {
      const user = await newUser(["tt9000001"]);
      const failed = await run(
        Effect.gen(function* () {
          const alerts = yield* FilmAlerts;
          yield* alerts.findMatches(now);
          return yield* Effect.exit(
            alerts.deliverBatch(now, 100, () => {
              throw new Error("the mail could not be made");
            }),
          );
        }),
      );
      expect(failed._tag).toBe("Failure");
      await queuedMails();
      const retried = await runJob();
      expect(retried.delivered.get(user.id)?.titles.map((title) => title.tconst)).toEqual(["tt9000001"]);
      expect((await queuedMails()).filter((mail) => mail.to === user.email && mail.kind === "film-alert")).toHaveLength(1);
      expect((await runJob()).delivered.has(user.id)).toBe(false);
    });

    it("claims at most the batch size of users and never splits one user's films between batches", async () => {
      const users = [await newUser(["tt9000001", "tt9000004"]), await newUser(["tt9000001", "tt9000004"]), await newUser(["tt9000001", "tt9000004"])];
      const batches = await run(
        Effect.gen(function* () {
          const alerts = yield* FilmAlerts;
          const matches = yield* alerts.findMatches(now);
          const seen: Array<Array<UserAlerts>> = [];
          for (;;) {
            const batch: Array<UserAlerts> = [];
            const result = yield* alerts.deliverBatch(now, 2, (user) => {
              batch.push(user);
              return plainDelivery(user, now);
            });
            if (result.claimed === 0) break;
            expect(result.claimed).toBeLessThanOrEqual(2);
            expect(result.mails).toBe(batch.length);
            seen.push(batch);
          }
          return { matches, seen };
        }),
      );
      expect(batches.matches).toEqual({ users: 3, titles: 6 });
      expect(batches.seen.map((batch) => batch.length)).toEqual([2, 1]);
      for (const user of users) {
        const deliveries = batches.seen.flat().filter((alerts) => alerts.userId === user.id);
        expect(deliveries.map((alerts) => alerts.titles.map((title) => title.tconst))).toEqual([["tt9000004", "tt9000001"]]);
      }
    });

    it("gives the same delivery key for the same showings and a new one when the user sets the alert again", async () => {
      const user = await newUser(["tt9000002"]);
      const keys: Array<string> = [];
      const failing = (alerts: UserAlerts): AlertDelivery => {
        keys.push(alerts.key);
        throw new Error("not this time");
      };
      await run(
        Effect.gen(function* () {
          const alerts = yield* FilmAlerts;
          yield* alerts.findMatches(now);
          yield* Effect.exit(alerts.deliverBatch(now, 100, failing));
          yield* Effect.exit(alerts.deliverBatch(now, 100, failing));
        }),
      );
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBe(keys[1]);
      const first = (await runJob()).delivered.get(user.id)?.key;
      expect(first).toBe(keys[0]);
      await run(
        Effect.gen(function* () {
          yield* (yield* UserTitles).setFlag(user.id, "tt9000002", "alert", false, TODAY);
          yield* (yield* UserTitles).setFlag(user.id, "tt9000002", "alert", true, TODAY);
        }),
      );
      const again = (await runJob()).delivered.get(user.id);
      expect(again?.titles.map((title) => title.tconst)).toEqual(["tt9000002"]);
      expect(again?.key).not.toBe(first);
    });

    // Last: running the job at later instants forgets the broadcasts before them.
    it("alerts about a streaming offer that starts later only once it has started", async () => {
      await storage.addStreaming("tt9100004", STREAMLY, now + 48 * HOUR);
      const user = await newUser(["tt9100004"]);
      expect((await runJob()).delivered.has(user.id)).toBe(false);
      expect((await runJob(now + 47 * HOUR)).delivered.has(user.id)).toBe(false);
      expect((await runJob(now + 48 * HOUR)).delivered.get(user.id)?.titles).toMatchObject([
        { tconst: "tt9100004", showings: [{ service: "Streamly", channels: [] }] },
      ]);
    });
  });
