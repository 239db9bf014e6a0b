import { HttpServerResponse } from "effect/http";
import escapeHtml from "escape-html";

/** The small HTML page a link in a mail opens: a heading, one paragraph, and a way back to the site. */
export const mailLinkPage = (status: number, heading: string, text: string, siteUrl: string, back: { readonly path: string; readonly label: string }) =>
  HttpServerResponse.text(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escapeHtml(heading)} - TellyFilms</title></head><body style="font-family:sans-serif;max-width:40rem;margin:3rem auto">` +
      `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p>` +
      `<p><a href="${escapeHtml(`${siteUrl}${back.path}`)}">${escapeHtml(back.label)}</a> · <a href="${escapeHtml(`${siteUrl}/`)}">TellyFilms</a></p>` +
      `</body></html>`,
    { status, contentType: "text/html; charset=utf-8", headers: { "cache-control": "no-store", "referrer-policy": "no-referrer" } },
  );
