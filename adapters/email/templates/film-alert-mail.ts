import { titlePageUrl } from "../../../domain/title-page.ts";
import { formatShowTimeAt } from "../../../domain/london-time.ts";
import { escapeHtml, htmlMail } from "./mail-html.ts";
import type { FilmAlertMessage, RenderedMail } from "../../../application/mail/mail-templates.ts";
import { titleWithYear as titleText, type ShowTimeText } from "../../../application/alerts/alert-message.ts";
import type { AlertedTitle, AlertShowing } from "../../../application/alerts/film-alerts.ts";

/** A title shown many times this week lists its first few showings; its page has them all. */
export const SHOWINGS_LISTED = 3;

const listed = (title: AlertedTitle, showTime: ShowTimeText): ReadonlyArray<string> => {
  const lines = title.showings.slice(0, SHOWINGS_LISTED).map((showing) => showingText(showing, showTime));
  const more = title.showings.length - SHOWINGS_LISTED;
  return more > 0 ? [...lines, `and ${more} more ${more === 1 ? "showing" : "showings"}`] : lines;
};

const showingText = (showing: AlertShowing, showTime: ShowTimeText): string =>
  showing.service === null ? `${showTime(showing.time)} on ${showing.channels.join(", ")}` : `Now on ${showing.service}`;

const subjectOf = (titles: ReadonlyArray<AlertedTitle>): string => {
  const [only] = titles;
  if (titles.length !== 1 || only === undefined) return `Film alerts: ${titles.length} of your films are on soon`;
  // broadcasts come before services, so a first showing on a service means the title arrived on streaming only
  const service = only.showings[0]?.service ?? null;
  return service === null ? `Film alert: ${titleText(only)} is on soon` : `Film alert: ${titleText(only)} is now on ${service}`;
};

/** One mail listing every title with new showings. */
export const filmAlertMail = (message: FilmAlertMessage, showTime: ShowTimeText = formatShowTimeAt): RenderedMail => {
  const { siteUrl, unsubscribeUrl } = message;
  const intro = "Films on your alerts list are coming up on UK TV or streaming:";
  const outro = "The films stay on your alerts list, so you will hear again when they are shown again.";
  const text = [
    intro,
    ...message.titles.map((title) => [titleText(title), ...listed(title, showTime).map((line) => `  ${line}`), `  ${titlePageUrl(siteUrl, title)}`].join("\n")),
    outro,
    `Stop film alert emails: ${unsubscribeUrl}`,
    "TellyFilms",
  ].join("\n\n");
  const html = htmlMail(
    [
      `<p>${escapeHtml(intro)}</p>`,
      ...message.titles.map(
        (title) =>
          `<h3><a href="${escapeHtml(titlePageUrl(siteUrl, title))}">${escapeHtml(titleText(title))}</a></h3><ul>` +
          listed(title, showTime)
            .map((line) => `<li>${escapeHtml(line)}</li>`)
            .join("") +
          "</ul>",
      ),
      `<p>${escapeHtml(outro)}</p>`,
      `<p style="font-size:small"><a href="${escapeHtml(unsubscribeUrl)}">Stop film alert emails</a></p>`,
    ].join(""),
  );
  return { subject: subjectOf(message.titles), text: `${text}\n`, html };
};
