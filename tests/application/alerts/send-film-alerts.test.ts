import { Effect, Option } from "effect";
import { describe, expect, it } from "vitest";
import { registerMember } from "../register-member.ts";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { unsubscribe } from "../../../application/accounts/unsubscribe.ts";
import { sendFilmAlerts } from "../../../application/alerts/send-film-alerts.ts";
import { UserMessages } from "../../../application/personal/user-messages.ts";
import { UserTitles } from "../../../application/personal/user-titles.ts";
import { makeJobsWorld } from "../../fakes/operator-jobs-world.ts";
import { SITE_URL } from "../../fakes/application-world.ts";
import { contractCatalogue } from "../contracts/catalogue-fixture.ts";

const WINTER = Date.UTC(2026, 10, 20, 12, 0, 0);
const SUMMER = Date.UTC(2026, 6, 10, 12, 0, 0);
const HOUR = 3_600_000;
const TODAY = { year: 2026, month: 11, day: 20 };

const worldWithAlerts = async (start: number, alerts: ReadonlyArray<string>) => {
  const world = makeJobsWorld({ catalogue: contractCatalogue(start), start });
  const email = "ann@example.com";
  const userId = await world.run(
    Effect.gen(function* () {
      const id = yield* registerMember(email);
      // the weekly email is opt-in: these users chose it
      yield* (yield* AccountRepository).setEmailPreference(id, "weekly newsletter", true);
      for (const tconst of alerts) yield* (yield* UserTitles).setFlag(id, tconst, "alert", true, TODAY);
      return id;
    }),
  );
  return { world, userId, email, alertMail: () => world.mailsTo(email).filter((mail) => mail.kind === "film-alert") };
};

const tokenOf = (url: string): string => new URL(url).searchParams.get("token") ?? "";

describe("sending film alerts", () => {
  it("mails one list of the alerted films with their year, channels, UK times and pages, and a link to stop alert emails", async () => {
    const { world, alertMail } = await worldWithAlerts(WINTER, ["tt9000001", "tt9000004", "tt9000006"]);
    const summary = await world.run(sendFilmAlerts());
    expect(summary).toEqual({ matchedUsers: 1, matchedTitles: 2, mails: 1, batches: 1 });
    const [mail] = alertMail();
    expect(mail?.subject).toBe("Film alerts: 2 of your films are on soon");
    expect(mail?.text).toContain(
      [
        "Dust Trail (1962)",
        "  Fri 20 Nov at 17:00 on Delta Four",
        "  Sat 21 Nov at 18:00 on Alpha One",
        `  ${SITE_URL}/film/dust-trail-tt9000004/`,
        "",
        "River Road (1984)",
        "  Fri 20 Nov at 14:00 on Alpha One",
        `  ${SITE_URL}/film/river-road-tt9000001/`,
      ].join("\n"),
    );
    expect(mail?.text).not.toContain("Home Again");
    expect(mail?.listUnsubscribe).toMatch(new RegExp(`^${SITE_URL}/api/unsubscribe/\\?token=`));
    expect(mail?.text).toContain(`Stop film alert emails: ${mail?.listUnsubscribe}`);
    expect(mail?.html).toContain(`<a href="${SITE_URL}/film/dust-trail-tt9000004/">Dust Trail (1962)</a>`);
  });

  it("writes times in British Summer Time in summer", async () => {
    const { world, alertMail } = await worldWithAlerts(SUMMER, ["tt9000001"]);
    await world.run(sendFilmAlerts());
    expect(alertMail()[0]?.subject).toBe("Film alert: River Road (1984) is on soon");
    expect(alertMail()[0]?.text).toContain("  Fri 10 Jul at 15:00 on Alpha One");
  });

  it("adds a bell message for each film, linking to the film or series page, and sends nothing on the next run", async () => {
    const { world, userId, alertMail } = await worldWithAlerts(WINTER, ["tt9000004", "tt9000007"]);
    await world.run(sendFilmAlerts());
    const messages = await world.run(Effect.flatMap(Effect.service(UserMessages), (store) => store.latest(userId, 10)));
    expect(messages.map(({ text, kind, slug, read }) => ({ text, kind, slug, read })).sort((a, b) => (a.text < b.text ? -1 : 1))).toEqual([
      { text: "'Dust Trail (1962)' is on Delta Four on Fri 20 Nov at 17:00 (and 1 more).", kind: "film", slug: "dust-trail-tt9000004", read: false },
      { text: "'The Long Series (2010)' is on Beta Two on Fri 20 Nov at 15:00.", kind: "series", slug: "the-long-series-tt9000007", read: false },
    ]);
    expect(alertMail()[0]?.text).toContain(`${SITE_URL}/tvseries/the-long-series-tt9000007/`);
    expect(await world.at(WINTER + HOUR, sendFilmAlerts())).toMatchObject({ matchedUsers: 0, mails: 0 });
    expect(alertMail()).toHaveLength(1);
  });

  it("lists the first three showings of a film shown often, says how many more, and alerts again about a showing added later", async () => {
    const { world, alertMail } = await worldWithAlerts(WINTER, ["tt9000001"]);
    for (const hours of [30, 40, 50, 60])
      world.schedule.shows.push({ tconst: "tt9000001", time: WINTER + hours * HOUR, channelIds: [903], service: null, link: null });
    await world.run(sendFilmAlerts());
    expect(alertMail()[0]?.text).toContain("  Sat 21 Nov at 18:00 on Gamma Three\n  Sun 22 Nov at 04:00 on Gamma Three\n  and 2 more showings\n");
    world.schedule.shows.push({ tconst: "tt9000001", time: WINTER + 100 * HOUR, channelIds: [902], service: null, link: null });
    await world.run(sendFilmAlerts());
    expect(alertMail()).toHaveLength(2);
    expect(alertMail()[1]?.text).toContain("River Road (1984)\n  Tue 24 Nov at 16:00 on Beta Two\n");
  });

  it("says when an alerted film is on a streaming service, in the subject too when that is all that is new", async () => {
    const { world, alertMail } = await worldWithAlerts(WINTER, ["tt9000006"]);
    world.schedule.shows.push({
      tconst: "tt9000006",
      time: WINTER - HOUR,
      channelIds: [],
      service: { id: 5, name: "Streamly", available: true },
      link: "https://streamly.example/home-again",
    });
    await world.run(sendFilmAlerts());
    expect(alertMail()[0]?.text).toContain("Home Again (2015)\n  Now on Streamly\n");
    expect(alertMail()[0]?.subject).toBe("Film alert: Home Again (2015) is now on Streamly");
  });

  it("switches film alert emails off, and only those, through the link in the mail without logging in", async () => {
    const { world, userId, alertMail } = await worldWithAlerts(WINTER, ["tt9000001"]);
    await world.run(sendFilmAlerts());
    const link = alertMail()[0]?.listUnsubscribe ?? "";
    expect(await world.run(unsubscribe(tokenOf(link)))).toBe("email alerts");
    const profile = await world.run(Effect.flatMap(Effect.service(AccountRepository), (accounts) => accounts.loadProfile(userId)));
    expect(Option.getOrNull(profile)).toMatchObject({ receiveFilmAlerts: false, receiveNewsletter: true });
    world.schedule.shows.push({ tconst: "tt9000001", time: WINTER + 90 * HOUR, channelIds: [901], service: null, link: null });
    expect((await world.run(sendFilmAlerts())).mails).toBe(0);
    const forged = await world.run(Effect.flip(unsubscribe(`${tokenOf(link)}x`)));
    expect(forged._tag).toBe("UnsubscribeLinkInvalid");
  });
});
