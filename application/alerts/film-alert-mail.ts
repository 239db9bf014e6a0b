import type { OutgoingMail } from "../mail/outgoing-mail.ts";
import { escapeHtml, htmlMail } from "../mail/mail-html.ts";
import { ukShowTime } from "../mail/uk-show-time.ts";
import type { NewMessage } from "../personal/user-messages.ts";
import type { AlertDelivery, AlertedTitle, AlertShowing, UserAlerts } from "./film-alerts.ts";

/** A title shown many times this week lists its first few showings; its page has them all. */
export const SHOWINGS_LISTED = 3;

const listed = (title: AlertedTitle, showTime: ShowTimeText): ReadonlyArray<string> => {
  const lines = title.showings.slice(0, SHOWINGS_LISTED).map((showing) => showingText(showing, showTime));
  const more = title.showings.length - SHOWINGS_LISTED;
  return more > 0 ? [...lines, `and ${more} more ${more === 1 ? "showing" : "showings"}`] : lines;
};

const titleText = (title: AlertedTitle): string => (title.year === null ? title.title : `${title.title} (${title.year})`);

export const titlePageUrl = (siteUrl: string, title: Pick<AlertedTitle, "kind" | "slug">): string =>
  `${siteUrl}/${title.kind === "film" ? "film" : "tvseries"}/${encodeURIComponent(title.slug)}/`;

/** Writes a show's start for the reader; the default is UK time ("Sat 21 Nov at 21:00"). */
export type ShowTimeText = (instant: number) => string;

const showingText = (showing: AlertShowing, showTime: ShowTimeText): string =>
  showing.service === null ? `${showTime(showing.time)} on ${showing.channels.join(", ")}` : `Now on ${showing.service}`;

/** The bell message for one title: its first new showing, as the alert set message words it. */
export const alertMessageText = (title: AlertedTitle, showTime: ShowTimeText = ukShowTime): string => {
  const first = title.showings[0];
  if (first === undefined) return `'${titleText(title)}' is on TV soon.`;
  const more = title.showings.length > 1 ? ` (and ${title.showings.length - 1} more)` : "";
  return first.service === null
    ? `'${titleText(title)}' is on ${first.channels.join(", ")} on ${showTime(first.time)}${more}.`
    : `'${titleText(title)}' is now on ${first.service}${more}.`;
};

const subjectOf = (titles: ReadonlyArray<AlertedTitle>): string => {
  const [only] = titles;
  if (titles.length !== 1 || only === undefined) return `Film alerts: ${titles.length} of your films are on soon`;
  // broadcasts come before services, so a first showing on a service means the title arrived on streaming only
  const service = only.showings[0]?.service ?? null;
  return service === null ? `Film alert: ${titleText(only)} is on soon` : `Film alert: ${titleText(only)} is now on ${service}`;
};

/** One mail listing every title with new showings, and one bell message per title. */
export const filmAlertDelivery = (
  alerts: UserAlerts,
  links: { readonly siteUrl: string; readonly unsubscribeUrl: string },
  now: number,
  showTime: ShowTimeText = ukShowTime,
): AlertDelivery => {
  const { siteUrl, unsubscribeUrl } = links;
  const intro = "Films on your alerts list are coming up on UK TV or streaming:";
  const outro = "The films stay on your alerts list, so you will hear again when they are shown again.";
  const text = [
    intro,
    ...alerts.titles.map((title) => [titleText(title), ...listed(title, showTime).map((line) => `  ${line}`), `  ${titlePageUrl(siteUrl, title)}`].join("\n")),
    outro,
    `Stop film alert emails: ${unsubscribeUrl}`,
    "TellyFilms",
  ].join("\n\n");
  const html = htmlMail(
    [
      `<p>${escapeHtml(intro)}</p>`,
      ...alerts.titles.map(
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
  const mail: OutgoingMail = {
    kind: "film-alert",
    to: alerts.email,
    subject: subjectOf(alerts.titles),
    text: `${text}\n`,
    html,
    dedupeKey: `film-alert:${alerts.key}`,
    listUnsubscribe: unsubscribeUrl,
  };
  const messages = alerts.titles.map((title): NewMessage => ({ text: alertMessageText(title, showTime), kind: title.kind, slug: title.slug, createdAt: now }));
  return { mail, messages };
};
