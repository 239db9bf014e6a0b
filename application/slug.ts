/** A URL slug: accents dropped, "&" read as "and", "+" as "plus", anything else not a letter or digit turned into dashes. */
export const slugOf = (...parts: ReadonlyArray<string | number>): string =>
  parts
    .join(" ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replaceAll("+", " plus ")
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
