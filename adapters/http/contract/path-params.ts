/** A route or endpoint path (`/film/:slug/`) with each `:name` parameter replaced by its value, URL-encoded. */
export const fillPath = (path: string, valueOf: (name: string) => string | number): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(valueOf(name))));
