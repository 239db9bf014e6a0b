export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A plain HTML mail: the body as given (already escaped) in the site's simple frame. */
export const htmlMail = (body: string): string =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">${body}<p>TellyFilms</p></body></html>`;
