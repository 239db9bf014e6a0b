import { Effect, Option } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { CalendarFeeds } from "../../../application/calendar/calendar-feeds.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { contractCatalogue, type CatalogueFixture } from "./catalogue-fixture.ts";

export type CalendarFeedPorts = CalendarFeeds | AccountRepository | UserTitles;

export interface CalendarFeedsStorage {
  readonly run: <A, E>(effect: Effect.Effect<A, E, CalendarFeedPorts>) => Promise<A>;
  readonly close: () => Promise<void>;
}

export interface CalendarFeedsHarness {
  readonly name: string;
  readonly open: (catalogue: CatalogueFixture) => Promise<CalendarFeedsStorage>;
}

const TODAY = { year: 2026, month: 11, day: 20 };
const HOUR = 3_600_000;

export const calendarFeedsContract = (harness: CalendarFeedsHarness) =>
  describe(`calendar feeds on ${harness.name}`, () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 0);
    let storage: CalendarFeedsStorage;
    let counter = 0;
    const run = <A, E>(effect: Effect.Effect<A, E, CalendarFeedPorts>) => storage.run(effect);

    const newUser = (alerts: ReadonlyArray<string>) =>
      run(
        Effect.gen(function* () {
          const email = `calendar${++counter}@example.com`;
          const mail = { kind: "welcome" as const, to: email, subject: "Welcome", text: "welcome", html: "<p>welcome</p>" };
          const id = yield* (yield* AccountRepository).register({ email, passwordHash: "hash" }, () => mail);
          for (const tconst of alerts) yield* (yield* UserTitles).setFlag(id, tconst, "alert", true, TODAY);
          return id;
        }),
      );

    beforeAll(async () => {
      storage = await harness.open(contractCatalogue(now));
    });
    afterAll(async () => {
      await storage.close();
    });

    it("keeps a member's first seed when asked again, and a replaced seed's digest no longer finds the member", async () => {
      const userId = await newUser([]);
      const outcome = await run(
        Effect.gen(function* () {
          const feeds = yield* CalendarFeeds;
          const first = yield* feeds.seedOf(userId, "seed-one", `hash-one-${userId}`, now);
          const again = yield* feeds.seedOf(userId, "seed-two", `hash-two-${userId}`, now);
          const before = yield* feeds.userOfToken(`hash-one-${userId}`);
          yield* feeds.replaceSeed(userId, "seed-three", `hash-three-${userId}`, now + HOUR);
          return {
            first,
            again,
            before,
            old: yield* feeds.userOfToken(`hash-one-${userId}`),
            never: yield* feeds.userOfToken(`hash-two-${userId}`),
            replaced: yield* feeds.seedOf(userId, "seed-four", `hash-four-${userId}`, now),
            current: yield* feeds.userOfToken(`hash-three-${userId}`),
          };
        }),
      );
      expect(outcome).toEqual({
        first: "seed-one",
        again: "seed-one",
        before: Option.some(userId),
        old: Option.none(),
        never: Option.none(),
        replaced: "seed-three",
        current: Option.some(userId),
      });
    });

    it("lists the coming broadcasts of the member's alert titles only, soonest first, with title, year, channel and page slug", async () => {
      const userId = await newUser(["tt9000004", "tt9000001", "tt9000005", "tt9000006"]);
      await newUser(["tt9000002"]);
      const showings = await run(Effect.flatMap(Effect.service(CalendarFeeds), (feeds) => feeds.alertShowings(userId, now, 100)));
      expect(showings.map(({ tconst, title, year, start, channels, kind }) => ({ tconst, title, year, start, channels, kind }))).toEqual([
        { tconst: "tt9000001", title: "River Road", year: 1984, start: now + 2 * HOUR, channels: [{ name: "Alpha One", slug: "fixture-901" }], kind: "film" },
        { tconst: "tt9000004", title: "Dust Trail", year: 1962, start: now + 5 * HOUR, channels: [{ name: "Delta Four", slug: "fixture-904" }], kind: "film" },
        { tconst: "tt9000004", title: "Dust Trail", year: 1962, start: now + 30 * HOUR, channels: [{ name: "Alpha One", slug: "fixture-901" }], kind: "film" },
      ]);
      expect(showings[0]?.slug).toBe("river-road-tt9000001");
      const limited = await run(Effect.flatMap(Effect.service(CalendarFeeds), (feeds) => feeds.alertShowings(userId, now, 1)));
      expect(limited).toHaveLength(1);
    });

    it("finds one broadcast by its show id for anyone, and nothing for an unknown id", async () => {
      const userId = await newUser(["tt9000007"]);
      const outcome = await run(
        Effect.gen(function* () {
          const feeds = yield* CalendarFeeds;
          const [listed] = yield* feeds.alertShowings(userId, now, 10);
          if (listed === undefined) throw new Error("the series' showing is missing");
          return { listed, found: yield* feeds.showing(listed.showId), unknown: yield* feeds.showing(999_999) };
        }),
      );
      expect(outcome.found).toEqual(Option.some(outcome.listed));
      expect(outcome.listed).toMatchObject({ title: "The Long Series", kind: "series", start: now + 3 * HOUR });
      expect(outcome.unknown).toEqual(Option.none());
    });
  });
