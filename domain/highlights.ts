import { Schema } from "effect";
import { Film, isSeriesFilm } from "./film.ts";
import type { ListingLookup } from "./listing-lookup.ts";
import { averageRating } from "./ratings.ts";
import { isFamilyFilm } from "./selections.ts";
import { isEpisodeShow, isLiveShow, Show } from "./show.ts";

export const CLASSIC_BEFORE_YEAR = 1980;
export const ENGLISH = "English";

export const Highlight = Schema.Struct({ show: Show, film: Film });
export type Highlight = typeof Highlight.Type;

export const HIGHLIGHT_KEYS = ["most_waited", "most_watched", "top_premiere", "top_family", "top_classic", "top_foreign"] as const;
export type HighlightKey = (typeof HIGHLIGHT_KEYS)[number];

export const Highlights = Schema.Struct({
  most_waited: Schema.NullOr(Highlight),
  most_watched: Schema.NullOr(Highlight),
  top_premiere: Schema.NullOr(Highlight),
  top_family: Schema.NullOr(Highlight),
  top_classic: Schema.NullOr(Highlight),
  top_foreign: Schema.NullOr(Highlight),
});
export type Highlights = typeof Highlights.Type;

export interface FilmPopularity {
  /** Users with an alert set on the film. */
  readonly alerts: number;
  /** Page views this week. */
  readonly views: number;
}

export interface HighlightsInput {
  readonly shows: ReadonlyArray<Show>;
  readonly lookup: Pick<ListingLookup, "films" | "certificates" | "languages">;
  readonly popularity: ReadonlyMap<string, FilmPopularity>;
  /** Start of the current broadcast day: the picks hold from 04:00 to 04:00. */
  readonly from: number;
}

interface Candidate {
  readonly show: Show;
  readonly film: Film;
  readonly rating: number;
  readonly alerts: number;
  readonly views: number;
}

const isForeign = (film: Film, languages: HighlightsInput["lookup"]["languages"]): boolean =>
  film.languages.length > 0 && !film.languages.some((id) => languages.get(id)?.name === ENGLISH);

const byRating = (a: Candidate, b: Candidate): number => b.rating - a.rating || a.show.time - b.show.time;

const rules: Readonly<
  Record<
    HighlightKey,
    {
      readonly accepts: (candidate: Candidate, input: HighlightsInput) => boolean;
      readonly order: (a: Candidate, b: Candidate) => number;
    }
  >
> = {
  most_waited: { accepts: () => true, order: (a, b) => b.alerts - a.alerts || byRating(a, b) },
  most_watched: { accepts: () => true, order: (a, b) => b.views - a.views || byRating(a, b) },
  top_premiere: { accepts: (c) => (c.show.p?.length ?? 0) > 0, order: byRating },
  top_family: { accepts: (c, input) => isFamilyFilm(c.film, input.lookup), order: byRating },
  top_classic: { accepts: (c) => c.film.year !== null && c.film.year < CLASSIC_BEFORE_YEAR, order: byRating },
  top_foreign: { accepts: (c, input) => isForeign(c.film, input.lookup.languages), order: byRating },
};

// Each film's first live show of the week is its candidate; every highlight is a different film, picked in key order.
export const pickHighlights = (input: HighlightsInput): Highlights => {
  const earliest = new Map<string, Candidate>();
  for (const show of input.shows) {
    if (!isLiveShow(show) || isEpisodeShow(show) || show.time < input.from) continue;
    const film = input.lookup.films.get(show.f);
    if (film === undefined || isSeriesFilm(film)) continue;
    const known = earliest.get(show.f);
    if (known !== undefined && known.show.time <= show.time) continue;
    const popularity = input.popularity.get(show.f);
    earliest.set(show.f, {
      show,
      film,
      rating: averageRating(film) ?? -1,
      alerts: popularity?.alerts ?? 0,
      views: popularity?.views ?? 0,
    });
  }
  const candidates = [...earliest.values()];
  const taken = new Set<string>();
  const pick = (key: HighlightKey): Highlight | null => {
    const rule = rules[key];
    const best = candidates.filter((c) => !taken.has(c.film.imdb) && rule.accepts(c, input)).sort(rule.order)[0];
    if (best === undefined) return null;
    taken.add(best.film.imdb);
    return { show: best.show, film: best.film };
  };
  return {
    most_waited: pick("most_waited"),
    most_watched: pick("most_watched"),
    top_premiere: pick("top_premiere"),
    top_family: pick("top_family"),
    top_classic: pick("top_classic"),
    top_foreign: pick("top_foreign"),
  };
};
