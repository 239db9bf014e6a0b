// pg_trgm's similarity and word_similarity, enough for fakes to rank like PostgreSQL.
import { SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD } from "../../domain/film-search.ts";
import { titleMatchKey } from "../../domain/title-match.ts";

export const searchKey = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const wordTrigrams = (word: string): Array<string> => {
  const padded = `  ${word} `;
  const out: Array<string> = [];
  for (let i = 0; i + 3 <= padded.length; i++) out.push(padded.slice(i, i + 3));
  return out;
};

const orderedTrigrams = (text: string): Array<string> => (searchKey(text).match(/[\p{L}\p{N}]+/gu) ?? []).flatMap(wordTrigrams);

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => {
  if (a.size === 0 && b.size === 0) return 0;
  let common = 0;
  for (const item of a) if (b.has(item)) common++;
  return common / (a.size + b.size - common);
};

export const similarity = (a: string, b: string): number => jaccard(new Set(orderedTrigrams(a)), new Set(orderedTrigrams(b)));

/** The best similarity between the query's trigrams and any continuous extent of the text's trigrams. */
export const wordSimilarity = (query: string, text: string): number => {
  const wanted = new Set(orderedTrigrams(query));
  const list = orderedTrigrams(text);
  let best = 0;
  for (let start = 0; start < list.length; start++) {
    const extent = new Set<string>();
    for (let end = start; end < list.length; end++) {
      extent.add(list[end] ?? "");
      best = Math.max(best, jaccard(wanted, extent));
    }
  }
  return best;
};

/** search_key(text) % q or q <% search_key(text) or search_key(text) like '%q%'. */
export const trigramMatches = (keyword: string, text: string): boolean =>
  similarity(text, keyword) >= SIMILARITY_THRESHOLD ||
  wordSimilarity(keyword, text) >= WORD_SIMILARITY_THRESHOLD ||
  searchKey(text).includes(searchKey(keyword));

export const closeness = (keyword: string, text: string): number => Math.max(similarity(text, keyword), wordSimilarity(keyword, text));

/**
 * The search tier of the best of these titles for a search match key, as the PostgreSQL index ranks them: 0 the whole
 * title, 1 whole words, 2 part of a word, 3 merely close (with its closeness as rank; the other tiers rank 0).
 */
export const bestTier = (key: string, texts: ReadonlyArray<string>): { readonly tier: number; readonly rank: number } | null => {
  const keys = texts.map(titleMatchKey);
  if (keys.includes(key)) return { tier: 0, rank: 0 };
  if (keys.some((text) => ` ${text} `.includes(` ${key} `))) return { tier: 1, rank: 0 };
  if (keys.some((text) => text.includes(key))) return { tier: 2, rank: 0 };
  const close = keys.filter((text) => similarity(text, key) >= SIMILARITY_THRESHOLD || wordSimilarity(key, text) >= WORD_SIMILARITY_THRESHOLD);
  return close.length === 0 ? null : { tier: 3, rank: Math.max(...close.map((text) => closeness(key, text))) };
};
