import { describe, expect, it } from "vitest";
import { filmAlertMail } from "../../../adapters/email/templates/film-alert-mail.ts";

describe("the film alert mail", () => {
  const mail = filmAlertMail(
    {
      kind: "film-alert",
      to: "viewer@example.com",
      siteUrl: "https://tellyfilms.example",
      unsubscribeUrl: "https://tellyfilms.example/unsubscribe/?t=a&b",
      titles: [
        {
          tconst: "tt0000001",
          title: `Tom & Jerry's "Night" <Out>`,
          year: 1946,
          slug: "tom-and-jerrys-night-out",
          kind: "film",
          showings: [{ time: Date.parse("2026-11-28T20:00:00Z"), channels: ["Film4"], service: null, link: null }],
        },
        { tconst: "tt0000002", title: "Line of Duty", year: 2012, slug: "line-of-duty", kind: "series", showings: [] },
      ],
    },
    () => "Sat 28 Nov, 20:00",
  );

  it("escapes every text it writes into its HTML", () => {
    expect(mail.html).toContain("Tom &amp; Jerry&#39;s &quot;Night&quot; &lt;Out&gt; (1946)");
    expect(mail.html).toContain('href="https://tellyfilms.example/unsubscribe/?t=a&amp;b"');
    expect(mail.html).not.toContain("<Out>");
    expect(mail.text).toContain(`Tom & Jerry's "Night" <Out> (1946)`);
  });

  it("links each title to its page on the site", () => {
    expect(mail.html).toContain('href="https://tellyfilms.example/film/tom-and-jerrys-night-out/"');
    expect(mail.text).toContain("https://tellyfilms.example/tvseries/line-of-duty/");
  });
});
