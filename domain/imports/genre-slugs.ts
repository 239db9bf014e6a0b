import { slugOf } from "../slug.ts";

// the names UK listings use for a genre that the site calls otherwise
const SYNONYMS: Readonly<Record<string, string>> = {
  "science-fiction": "sci-fi",
  scifi: "sci-fi",
  "sci-fi-fantasy": "sci-fi",
  noir: "film-noir",
  biopic: "biography",
  historical: "history",
  "period-drama": "history",
  sports: "sport",
  romantic: "romance",
  "romantic-comedy": "romance",
  animated: "animation",
  cartoon: "animation",
  childrens: "family",
  children: "family",
  kids: "family",
  comedies: "comedy",
  dramas: "drama",
  thrillers: "thriller",
  westerns: "western",
  musicals: "musical",
  documentaries: "documentary",
  "action-adventure": "action",
  "war-film": "war",
};

/**
 * The genre slugs a listing's categories may name, in the listing's order and each once; the store keeps the ones
 * that are genres of the site, so "Film" or "Entertainment" simply match nothing.
 */
export const genreSlugsOf = (categories: ReadonlyArray<string>): ReadonlyArray<string> => [
  ...new Set(
    categories
      .map((category) => slugOf(category))
      .map((slug) => SYNONYMS[slug] ?? slug)
      .filter((slug) => slug !== ""),
  ),
];
