import { titleWithYear } from "../../../application/alerts/alert-message.ts";
import { formatShowTimeAt } from "../../../domain/london-time.ts";
import { titlePageUrl } from "../../../domain/title-page.ts";
import { escapeHtml, htmlMail } from "./mail-html.ts";
import type { NewsletterMessage, RenderedMail } from "../../../application/mail/mail-templates.ts";

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
export const newsletterMail = (content: NewsletterMessage): RenderedMail => {
  const { siteUrl, unsubscribeUrl } = content;
  const picks = section(
    "Recommended for you this week",
    content.recommendations.map((film) => ({
      name: titleWithYear(film),
      detail: `${formatShowTimeAt(film.time)}. ${film.reason}`,
      url: titlePageUrl(siteUrl, { kind: "film", slug: film.slug }),
    })),
  );
  const premieres = section(
    "Film premieres on your channels this week",
    content.premieres.map((show) => ({
      name: titleWithYear(show),
      detail: `${formatShowTimeAt(show.time)} on ${show.channelName}`,
      url: titlePageUrl(siteUrl, show),
    })),
  );
  const footer = "You get this email because the weekly film recommendations email is switched on in your TellyFilms profile.";
  return {
    subject: "Your films on TV this week",
    text: [picks.text, premieres.text, `${siteUrl}/`, footer, `Unsubscribe: ${unsubscribeUrl}`, "TellyFilms"].filter((part) => part !== "").join("\n\n") + "\n",
    html: htmlMail(
      picks.html +
        premieres.html +
        `<p><a href="${escapeHtml(`${siteUrl}/`)}">See the whole week on TellyFilms</a></p>` +
        `<p style="font-size:small">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
  };
};
