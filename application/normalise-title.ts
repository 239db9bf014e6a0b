const TRAILING_ARTICLE = /^(.*\S)\s*,\s*(the|a|an)$/i;
const LEADING_ARTICLE = /^(the|a|an) /;

/**
 * The form two titles share when they name the same film: case, accents, punctuation, "&"/"and",
 * a leading article and the catalogue style "Godfather, The" do not matter.
 */
export const normaliseTitle = (title: string): string => {
  const reordered = title.trim().replace(TRAILING_ARTICLE, "$2 $1");
  return reordered
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(LEADING_ARTICLE, "");
};
