import { ELLIPSIS } from "./presentation.ts";

/** The most a listing's short synopsis holds, in characters: about three lines of a row on a wide screen. */
export const SHORT_SYNOPSIS_MAX = 160;

const sentences = new Intl.Segmenter("en-GB", { granularity: "sentence" });

/**
 * The short synopsis a listing row shows, made from a title's full synopsis when no one wrote a short one (schedules, TMDB
 * and streaming catalogues give only the full text): its whole sentences while they fit in SHORT_SYNOPSIS_MAX characters,
 * else its first sentence cut after the last whole word that fits, with an ellipsis. Runs of white space count as one space.
 * Null for a synopsis with no text.
 */
export const shortSynopsis = (synopsis: string | null | undefined): string | null => {
  const text = (synopsis ?? "").replace(/\s+/g, " ").trim();
  if (text === "") return null;
  if ([...text].length <= SHORT_SYNOPSIS_MAX) return text;
  let kept = "";
  for (const { segment } of sentences.segment(text)) {
    const longer = kept + segment;
    if ([...longer.trimEnd()].length > SHORT_SYNOPSIS_MAX) break;
    kept = longer;
  }
  if (kept.trim() !== "") return kept.trim();
  // the first sentence alone is too long: cut it at a word, leaving room for the ellipsis
  const room = [...text].slice(0, SHORT_SYNOPSIS_MAX - ELLIPSIS.length).join("");
  const lastSpace = text[room.length] === " " ? room.length : room.lastIndexOf(" ");
  const words = (lastSpace > 0 ? room.slice(0, lastSpace) : room).replace(/[\s,;:–—-]+$/u, "");
  return words + ELLIPSIS;
};
