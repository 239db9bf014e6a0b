import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { MailOutbox } from "../../../application/mail/mail-outbox.ts";
import type { OutgoingMail } from "../../../application/mail/outgoing-mail.ts";
import { WeeklyNewsletters } from "../../../application/newsletter/weekly-newsletters.ts";
import { ChannelLists } from "../../../application/personal/channel-lists.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { contractCatalogue, type CatalogueFixture } from "./catalogue-fixture.ts";

export type NewsletterPorts = WeeklyNewsletters | AccountRepository | UserTitles | ChannelLists | MailOutbox;

export interface NewsletterStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, NewsletterPorts>) => Promise<A>;
  readonly addPremiere: (tconst: string, at: number, channelId: number, systemIds: ReadonlyArray<number>) => Promise<void>;
  readonly close: () => Promise<void>;
}

export interface NewsletterHarness {
  readonly name: string;
  readonly open: (catalogue: CatalogueFixture) => Promise<NewsletterStorage>;
}

const HOUR = 3_600_000;
const TODAY = { year: 2026, month: 11, day: 20 };

const mailFor = (to: string, week: string): OutgoingMail => ({
  kind: "newsletter",
  to,
  subject: `week ${week}`,
  text: "text",
  html: "<p>html</p>",
  listUnsubscribe: `https://films.example/api/unsubscribe/?token=${to}`,
});

export const weeklyNewslettersContract = (harness: NewsletterHarness) =>
  describe(`weekly newsletters on ${harness.name}`, () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    let storage: NewsletterStorage;
    let counter = 0;
    const run = <A, E>(effect: Effect.Effect<A, E, NewsletterPorts>) => storage.run(effect);
    const newUser = () => {
      const email = `weekly${++counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      return run(
        Effect.gen(function* () {
          const id = yield* (yield* AccountRepository).register({ email, passwordHash: "hash" }, () => mailFor(email, "welcome"));
          // the weekly email is opt-in: these users chose it
          yield* (yield* AccountRepository).setEmailPreference(id, "weekly newsletter", true);
          return { id, email };
        }),
      );
    };
    const recipients = (week: string, ids: ReadonlyArray<number>) =>
      run(Effect.flatMap(Effect.service(WeeklyNewsletters), (newsletters) => newsletters.recipients(week, 0, 10_000))).then((all) =>
        all.filter((recipient) => ids.includes(recipient.userId)),
      );
    const queued = () =>
      run(Effect.flatMap(Effect.service(MailOutbox), (outbox) => outbox.claimDue(Number.MAX_SAFE_INTEGER / 2, 10_000, Number.MAX_SAFE_INTEGER / 2 + 1)));

    beforeAll(async () => {
      storage = await harness.open(contractCatalogue(now));
    });
    afterAll(async () => {
      await storage.close();
    });

    it("lists the users who want the weekly email by id, with their channels, their taste and the films they watched or dismissed", async () => {
      const fan = await newUser();
      const quiet = await newUser();
      const gone = await newUser();
      await run(
        Effect.gen(function* () {
          const titles = yield* UserTitles;
          yield* titles.setFlag(fan.id, "tt9000001", "watched", true, TODAY);
          yield* titles.setStars(fan.id, "tt9000001", 5);
          yield* titles.setFlag(fan.id, "tt9000003", "not_interested", true, TODAY);
          yield* titles.setFlag(fan.id, "tt9000004", "alert", true, TODAY);
          yield* (yield* ChannelLists).replaceChannels(fan.id, null, [902, 901]);
          yield* (yield* AccountRepository).setEmailPreference(quiet.id, "weekly newsletter", false);
          yield* (yield* AccountRepository).terminate(gone.id, now);
        }),
      );
      const listed = await recipients("2026-W47", [fan.id, quiet.id, gone.id]);
      expect(listed).toEqual([
        {
          userId: fan.id,
          email: fan.email,
          channels: [901, 902],
          taste: [{ tconst: "tt9000001", year: 1984, rating: 5, genres: ["Drama"], directors: ["Ada Lane"], stars: ["Bo Reed", "Cy Moss"] }],
          excluded: ["tt9000001", "tt9000003"],
        },
      ]);
      const page = await run(Effect.flatMap(Effect.service(WeeklyNewsletters), (newsletters) => newsletters.recipients("2026-W47", fan.id, 1)));
      expect(page.every((recipient) => recipient.userId > fan.id)).toBe(true);
      expect(page.length).toBeLessThanOrEqual(1);
    });

    it("queues one mail per user per week however often it is delivered, and then leaves the user out of that week", async () => {
      const reader = await newUser();
      await queued();
      const deliver = (week: string) =>
        run(
          Effect.flatMap(Effect.service(WeeklyNewsletters), (newsletters) =>
            newsletters.deliver(week, [{ userId: reader.id, mail: mailFor(reader.email, week) }]),
          ),
        );
      expect(await deliver("2026-W47")).toBe(1);
      expect(await deliver("2026-W47")).toBe(0);
      expect(await recipients("2026-W47", [reader.id])).toEqual([]);
      expect((await recipients("2026-W48", [reader.id])).map((recipient) => recipient.userId)).toEqual([reader.id]);
      expect(await deliver("2026-W48")).toBe(1);
      const mails = (await queued()).filter((mail) => mail.to === reader.email);
      expect(mails.map((mail) => [mail.subject, mail.listUnsubscribe])).toEqual([
        ["week 2026-W47", `https://films.example/api/unsubscribe/?token=${reader.email}`],
        ["week 2026-W48", `https://films.example/api/unsubscribe/?token=${reader.email}`],
      ]);
    });

    it("forgets the weeks before a given week, so their users are listed again for them", async () => {
      const reader = await newUser();
      const deliver = (week: string) =>
        run(
          Effect.flatMap(Effect.service(WeeklyNewsletters), (newsletters) =>
            newsletters.deliver(week, [{ userId: reader.id, mail: mailFor(reader.email, week) }]),
          ),
        );
      await deliver("2026-W09");
      await deliver("2026-W10");
      await run(Effect.flatMap(Effect.service(WeeklyNewsletters), (newsletters) => newsletters.forgetWeeksBefore("2026-W10")));
      expect((await recipients("2026-W09", [reader.id])).map((recipient) => recipient.userId)).toEqual([reader.id]);
      expect(await recipients("2026-W10", [reader.id])).toEqual([]);
    });

    it("finds the week's premieres on a system by time, one row per channel", async () => {
      await storage.addPremiere("tt9000002", now + 5 * HOUR, 902, [1, 2]);
      await storage.addPremiere("tt9000003", now + 2 * HOUR, 901, [1]);
      await storage.addPremiere("tt9000006", now + 3 * HOUR, 903, [2]);
      await storage.addPremiere("tt9000004", now + 8 * 24 * HOUR, 901, [1]);
      const premieres = await run(Effect.flatMap(Effect.service(WeeklyNewsletters), (newsletters) => newsletters.premieres(1, now, now + 7 * 24 * HOUR)));
      expect(premieres).toEqual([
        {
          tconst: "tt9000003",
          title: "Laugh Lines",
          year: 2001,
          slug: "laugh-lines-tt9000003",
          kind: "film",
          time: now + 2 * HOUR,
          channelId: 901,
          channelName: "Alpha One",
        },
        {
          tconst: "tt9000002",
          title: "River Road Returns",
          year: 1988,
          slug: "river-road-returns-tt9000002",
          kind: "film",
          time: now + 5 * HOUR,
          channelId: 902,
          channelName: "Beta Two",
        },
      ]);
    });
  });
