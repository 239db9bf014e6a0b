import type { Film } from "./film.ts";

export const normaliseKeyword = (keyword: string): string => keyword.trim().toLowerCase();

export const filmMatchesKeyword = (film: Film, normalisedKeyword: string): boolean => {
  if (normalisedKeyword === "") return true;
  if (film.title.toLowerCase().includes(normalisedKeyword)) return true;
  if (film.aka?.some((title) => title.toLowerCase().includes(normalisedKeyword)) === true) return true;
  const people = film.people ?? [...(film.directors ?? []), ...(film.stars ?? [])].map((person) => person.name);
  return people.some((name) => name.toLowerCase().includes(normalisedKeyword));
};

export const searchKeyword = (input: string): string | null => {
  const keyword = input.trim();
  return keyword === "" ? null : keyword;
};

export const KEYWORD_DEBOUNCE_MS = 1500;
export const SEARCH_DEBOUNCE_MS = 900;
