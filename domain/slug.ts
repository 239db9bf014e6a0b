import slugify from "slugify";

/**
 * A URL slug, the one rule for every slug the site makes (imports, enrichment, the demo): slugify's transliteration
 * ("Æon" -> "aeon", "Straße" -> "strasse", "Ø" -> "o"), "&" and "+" read as the words "and" and "plus" ("U&Dave" ->
 * "u-and-dave"), lower case, only letters, digits and dashes.
 */
export const slugOf = (...parts: ReadonlyArray<string | number>): string =>
  slugify(parts.join(" ").replaceAll("&", " and ").replaceAll("+", " plus "), { lower: true, strict: true, locale: "en" });
