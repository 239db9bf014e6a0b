import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { registerMember } from "../register-member.ts";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { unsubscribe } from "../../../application/accounts/unsubscribe.ts";
import { sendWeeklyNewsletter } from "../../../application/newsletter/send-weekly-newsletter.ts";
import { ChannelLists } from "../../../application/personal/channel-lists.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { FREEVIEW_SYSTEM_ID } from "../../../domain/system.ts";
import { SITE_URL } from "../../fakes/application-world.ts";
import { makeJobsWorld } from "../../fakes/operator-jobs-world.ts";
import { contractCatalogue, fixtureSlug, type CatalogueFixture } from "../contracts/catalogue-fixture.ts";

const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const TODAY = { year: 2026, month: 11, day: 20 };

const catalogue: CatalogueFixture = {
  ...contractCatalogue(NOW),
  systems: [{ id: FREEVIEW_SYSTEM_ID, name: "Freeview", channels: [901, 902, 903] }],
};

const newsletterWorld = async (start = NOW) => {
  const world = makeJobsWorld({ catalogue, start });
  const premiere = (tconst: string, at: number, channelId: number) => {
    const title = catalogue.titles.find((item) => item.tconst === tconst);
    const channel = catalogue.channels.find((item) => item.id === channelId);
    if (title === undefined || channel === undefined) throw new Error("unknown premiere");
    world.newsletters.premieres.push({
      tconst,
      title: title.title,
      year: title.year,
      slug: fixtureSlug(title),
      kind: title.kind,
      time: at,
      channelId,
      channelName: channel.name,
      systemId: FREEVIEW_SYSTEM_ID,
    });
  };
  premiere("tt9000003", NOW + 4 * HOUR, 901);
  premiere("tt9000006", NOW + 28 * HOUR, 903);
  premiere("tt9000006", NOW + 29 * HOUR, 901);
  premiere("tt9000002", NOW + 6 * 24 * HOUR, 902);
  const user = (email: string, setUp: (id: number) => Effect.Effect<void, unknown, UserTitles | ChannelLists | AccountRepository> = () => Effect.void) =>
    world.run(
      Effect.gen(function* () {
        const id = yield* registerMember(email);
        // the weekly email is opt-in: these users chose it
        yield* (yield* AccountRepository).setEmailPreference(id, "weekly newsletter", true);
        yield* setUp(id);
        return id;
      }),
    );
  const weekly = (email: string) => world.mailsTo(email).filter((mail) => mail.kind === "newsletter");
  return { world, user, weekly };
};

describe("the weekly recommendations email", () => {
  it("sends the week's top recommendations and the premieres on the user's channels, with a link that unsubscribes", async () => {
    const { world, user, weekly } = await newsletterWorld();
    const ann = await user("ann@example.com", (id) =>
      Effect.gen(function* () {
        yield* (yield* UserTitles).setFlag(id, "tt9000001", "watched", true, TODAY);
        yield* (yield* UserTitles).setStars(id, "tt9000001", 5);
        yield* Effect.orDie((yield* ChannelLists).replaceChannels(id, null, [901]));
      }),
    );
    const summary = await world.run(sendWeeklyNewsletter());
    expect(summary).toEqual({ week: "2026-W47", queued: 1, empty: 0 });
    const [mail] = weekly("ann@example.com");
    expect(mail?.subject).toBe("Your films on TV this week");
    expect(mail?.text).toContain(
      "Recommended for you this week\n\n" +
        `  River Road Returns (1988): Sat 21 Nov at 14:00. Directed by Ada Lane, like 1 film you watched\n  ${SITE_URL}/film/river-road-returns-tt9000002/`,
    );
    expect(mail?.text).toContain("Laugh Lines (2001): Sun 22 Nov at 14:00. Stars Bo Reed, like 1 film you watched");
    expect(mail?.text).toContain(
      "Film premieres on your channels this week\n\n" +
        `  Laugh Lines (2001): Fri 20 Nov at 16:00 on Alpha One\n  ${SITE_URL}/film/laugh-lines-tt9000003/\n\n` +
        `  Home Again (2015): Sat 21 Nov at 17:00 on Alpha One\n  ${SITE_URL}/film/home-again-tt9000006/`,
    );
    expect(mail?.text).not.toContain("River Road (1984)");
    expect(mail?.dedupeKey).toBe(`newsletter:2026-W47:${ann}`);
    expect(mail?.listUnsubscribe).toMatch(new RegExp(`^${SITE_URL}/api/unsubscribe/\\?token=`));
    expect(mail?.text).toContain(`Unsubscribe: ${mail?.listUnsubscribe}`);
    expect(mail?.html).toContain(`<a href="${mail?.listUnsubscribe}">Unsubscribe</a>`);
  });

  it("shows the Freeview premieres to a user without custom channels and leaves out users who turned it off", async () => {
    const { world, user, weekly } = await newsletterWorld();
    await user("bob@example.com");
    await user("cat@example.com", (id) =>
      Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.setEmailPreference(id, "weekly newsletter", false)),
    );
    await world.run(sendWeeklyNewsletter());
    expect(weekly("bob@example.com")[0]?.text).toContain("Home Again (2015): Sat 21 Nov at 16:00 on Gamma Three");
    expect(weekly("bob@example.com")[0]?.text).not.toContain("Recommended for you");
    expect(weekly("cat@example.com")).toEqual([]);
  });

  it("sends nothing to a user with no recommendation and no premiere on their channels", async () => {
    const { world, user, weekly } = await newsletterWorld();
    await user("dan@example.com", (id) => Effect.orDie(Effect.flatMap(Effect.service(ChannelLists), (lists) => lists.replaceChannels(id, null, [904]))));
    expect(await world.run(sendWeeklyNewsletter())).toEqual({ week: "2026-W47", queued: 0, empty: 1 });
    expect(weekly("dan@example.com")).toEqual([]);
  });

  it("sends once per user per week however often it runs, and again the next week", async () => {
    const { world, user, weekly } = await newsletterWorld();
    await user("eve@example.com");
    await world.run(sendWeeklyNewsletter());
    expect((await world.at(NOW + 2 * 24 * HOUR, sendWeeklyNewsletter())).queued).toBe(0);
    expect(weekly("eve@example.com")).toHaveLength(1);
    const next = await world.at(NOW + WEEK - 2 * 24 * HOUR, sendWeeklyNewsletter());
    expect(next.week).toBe("2026-W48");
    expect(weekly("eve@example.com")).toHaveLength(2);
  });

  it("stops after the user follows the unsubscribe link, without logging in", async () => {
    const { world, user, weekly } = await newsletterWorld();
    const id = await user("fay@example.com");
    await world.run(sendWeeklyNewsletter());
    const token = new URL(weekly("fay@example.com")[0]?.listUnsubscribe ?? "").searchParams.get("token") ?? "";
    expect(await world.run(unsubscribe(token))).toBe("weekly newsletter");
    const profile = await world.run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.loadProfile(id)));
    expect(Option.getOrNull(profile)).toMatchObject({ receiveNewsletter: false, receiveFilmAlerts: true });
    await world.at(NOW + WEEK, sendWeeklyNewsletter());
    expect(weekly("fay@example.com")).toHaveLength(1);
  });
});
