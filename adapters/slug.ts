import slugify from "slugify";

/** A URL slug: slugify's transliteration ("Æon" -> "aeon", "Straße" -> "strasse", "Ø" -> "o", "&" -> "and"), "+" read as "plus", lower case, only letters, digits and dashes. */
export const slugOf = (...parts: ReadonlyArray<string | number>): string =>
  slugify(parts.join(" ").replaceAll("+", " plus "), { lower: true, strict: true, locale: "en" });
