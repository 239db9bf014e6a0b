import escapeHtml from "escape-html";

// The site's one HTML escape (the pages' too), for every text a mail writes into its HTML.
export { escapeHtml };

/** A plain HTML mail: the body as given (already escaped) in the site's simple frame. */
export const htmlMail = (body: string): string =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">${body}<p>TellyFilms</p></body></html>`;
