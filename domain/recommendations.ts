import { Schema } from "effect";
import { decadeLabel, decadeOf } from "./profile-charts.ts";
import { StarRating } from "./star-rating.ts";

export const RECOMMENDATIONS_LIMIT = 30;

const FilmFeatures = {
  tconst: Schema.String,
  year: Schema.NullOr(Schema.Int),
  genres: Schema.Array(Schema.String),
  directors: Schema.Array(Schema.String),
  stars: Schema.Array(Schema.String),
};

export const TasteFilm = Schema.Struct({ ...FilmFeatures, rating: Schema.NullOr(StarRating) });
export interface TasteFilm extends Schema.Schema.Type<typeof TasteFilm> {}

export const CandidateFilm = Schema.Struct({
  ...FilmFeatures,
  title: Schema.String,
  slug: Schema.String,
  posterUrl: Schema.NullOr(Schema.String),
  time: Schema.Number,
});
export interface CandidateFilm extends Schema.Schema.Type<typeof CandidateFilm> {}

export const RecommendedFilm = Schema.Struct({
  tconst: Schema.String,
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  slug: Schema.String,
  poster_url: Schema.NullOr(Schema.String),
  time: Schema.Number,
  reason: Schema.String,
});
export type RecommendedFilm = typeof RecommendedFilm.Type;

// A rating says how much a watched film counts; a watched film without stars counts as mildly liked.
export const ratingWeight = (rating: StarRating | null): number => {
  switch (rating) {
    case null:
      return 1;
    case 5:
      return 3;
    case 4:
      return 2;
    case 3:
      return 1;
    case 2:
      return -1;
    default:
      return -2;
  }
};

type Facet = "director" | "star" | "genre" | "decade";

const FACET_WEIGHT: Readonly<Record<Facet, number>> = { director: 3, star: 2, genre: 1, decade: 0.5 };

interface Affinity {
  score: number;
  films: number;
}

const facetValues = (film: Omit<TasteFilm, "rating" | "tconst">, facet: Facet): ReadonlyArray<string> => {
  switch (facet) {
    case "director":
      return film.directors;
    case "star":
      return film.stars;
    case "genre":
      return film.genres;
    case "decade":
      return film.year === null ? [] : [String(decadeOf(film.year))];
  }
};

const FACETS: ReadonlyArray<Facet> = ["director", "star", "genre", "decade"];

const plural = (count: number): string => (count === 1 ? "1 film" : `${count} films`);

const reasonFor = (facet: Facet, value: string, affinity: Affinity): string => {
  switch (facet) {
    case "director":
      return `Directed by ${value}, like ${plural(affinity.films)} you watched`;
    case "star":
      return `Stars ${value}, like ${plural(affinity.films)} you watched`;
    case "genre":
      return `A ${value} film, a genre you enjoy`;
    case "decade":
      return `From the ${decadeLabel(Number(value))}, a decade you enjoy`;
  }
};

export const recommendFilms = (
  taste: ReadonlyArray<TasteFilm>,
  candidates: ReadonlyArray<CandidateFilm>,
  excluded: ReadonlySet<string>,
  limit: number = RECOMMENDATIONS_LIMIT,
): ReadonlyArray<RecommendedFilm> => {
  const affinities = new Map<string, Affinity>();
  for (const film of taste) {
    const weight = ratingWeight(film.rating);
    for (const facet of FACETS) {
      for (const value of new Set(facetValues(film, facet))) {
        const key = `${facet}:${value}`;
        const current = affinities.get(key) ?? { score: 0, films: 0 };
        affinities.set(key, { score: current.score + weight, films: current.films + 1 });
      }
    }
  }
  const scored: Array<{ film: CandidateFilm; score: number; reason: string }> = [];
  const seen = new Set<string>();
  for (const film of candidates) {
    if (excluded.has(film.tconst) || seen.has(film.tconst)) continue;
    seen.add(film.tconst);
    let score = 0;
    let best: { contribution: number; reason: string } | null = null;
    for (const facet of FACETS) {
      for (const value of new Set(facetValues(film, facet))) {
        const affinity = affinities.get(`${facet}:${value}`);
        if (affinity === undefined || affinity.score <= 0) continue;
        const contribution = affinity.score * FACET_WEIGHT[facet];
        score += contribution;
        if (best === null || contribution > best.contribution) best = { contribution, reason: reasonFor(facet, value, affinity) };
      }
    }
    if (best !== null) scored.push({ film, score, reason: best.reason });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.film.time - b.film.time || (a.film.tconst < b.film.tconst ? -1 : 1))
    .slice(0, limit)
    .map(({ film, reason }) => ({
      tconst: film.tconst,
      title: film.title,
      year: film.year,
      slug: film.slug,
      poster_url: film.posterUrl,
      time: film.time,
      reason,
    }));
};
