import type { RecommendedFilm } from "../../domain/recommendations.ts";
import { titlePageUrl } from "../alerts/film-alert-mail.ts";
import { escapeHtml, htmlMail } from "../mail/mail-html.ts";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";
import { ukShowTime } from "../mail/uk-show-time.ts";
import type { PremiereShow } from "./weekly-newsletters.ts";

export interface NewsletterContent {
  readonly email: string;
  readonly week: string;
  readonly userId: number;
  readonly recommendations: ReadonlyArray<RecommendedFilm>;
  readonly premieres: ReadonlyArray<PremiereShow>;
}

const named = (title: string, year: number | null): string => (year === null ? title : `${title} (${year})`);

interface Entry {
  readonly name: string;
  readonly detail: string;
  readonly url: string;
}

const section = (heading: string, entries: ReadonlyArray<Entry>) => ({
  text: entries.length === 0 ? "" : [heading, ...entries.map((entry) => `  ${entry.name}: ${entry.detail}\n  ${entry.url}`)].join("\n\n"),
  html:
    entries.length === 0
      ? ""
      : `<h2>${escapeHtml(heading)}</h2><ul>` +
        entries.map((entry) => `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.name)}</a>: ${escapeHtml(entry.detail)}</li>`).join("") +
        "</ul>",
});

/** The weekly email: top recommendations, premieres on the user's channels, and a link that unsubscribes without logging in. */
export const newsletterMail = (content: NewsletterContent, siteUrl: string, unsubscribeUrl: string): OutgoingMail => {
  const picks = section(
    "Recommended for you this week",
    content.recommendations.map((film) => ({
      name: named(film.title, film.year),
      detail: `${ukShowTime(film.time)}. ${film.reason}`,
      url: titlePageUrl(siteUrl, { kind: "film", slug: film.slug }),
    })),
  );
  const premieres = section(
    "Film premieres on your channels this week",
    content.premieres.map((show) => ({
      name: named(show.title, show.year),
      detail: `${ukShowTime(show.time)} on ${show.channelName}`,
      url: titlePageUrl(siteUrl, show),
    })),
  );
  const footer = "You get this email because the weekly film recommendations email is switched on in your TellyFilms profile.";
  return {
    kind: "newsletter",
    to: content.email,
    subject: "Your films on TV this week",
    text: [picks.text, premieres.text, `${siteUrl}/`, footer, `Unsubscribe: ${unsubscribeUrl}`, "TellyFilms"].filter((part) => part !== "").join("\n\n") + "\n",
    html: htmlMail(
      picks.html +
        premieres.html +
        `<p><a href="${escapeHtml(`${siteUrl}/`)}">See the whole week on TellyFilms</a></p>` +
        `<p style="font-size:small">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
    dedupeKey: `newsletter:${content.week}:${content.userId}`,
    listUnsubscribe: unsubscribeUrl,
  };
};
