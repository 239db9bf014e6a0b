import { Schema } from "effect";
const TRAILING_ARTICLE = /^(.*\S)\s*,\s*(the|a|an)$/i;
const LEADING_ARTICLES = /^(?:(?:the|a|an) )+(?=\S)/;
const INITIAL_DOT = /(?<![\p{L}\p{N}])(\p{L})\./gu;

/**
 * The key two titles share when they name the same film: case, accents, punctuation, "&"/"and", a leading article,
 * the catalogue style "Godfather, The" and dotted initials ("E.T." is "ET") do not matter.
 */
export const titleMatchKey = (title: string): string => {
  const reordered = title.trim().replace(TRAILING_ARTICLE, "$2 $1");
  return reordered
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(INITIAL_DOT, "$1")
    .replaceAll("&", " and ")
    .replace(/['’`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(LEADING_ARTICLES, "");
};

/** What a listing or a catalogue knows about a film, for deciding whether two records are one film. */
export const FilmFacts = Schema.Struct({
  title: Schema.String,
  year: Schema.NullOr(Schema.Int),
  /** Minutes. */
  runtime: Schema.NullOr(Schema.Int),
});
export interface FilmFacts extends Schema.Schema.Type<typeof FilmFacts> {}

const RUNTIME_SLACK_MINUTES = 10;

/** Both runtimes are known and within ten minutes (or a tenth) of each other. */
export const runtimesAgree = (a: number | null, b: number | null): boolean =>
  a !== null && b !== null && Math.abs(a - b) <= Math.max(RUNTIME_SLACK_MINUTES, Math.max(a, b) / 10);

/**
 * Years name one film when equal, or one apart when the runtimes agree (listings and IMDb often disagree on the
 * year of a late-December or festival release). An unknown year leaves the title to decide.
 */
export const yearsAgree = (a: FilmFacts, b: FilmFacts): boolean =>
  a.year === null || b.year === null || a.year === b.year || (Math.abs(a.year - b.year) === 1 && runtimesAgree(a.runtime, b.runtime));

/** Same match key and agreeing years. */
export const sameFilm = (a: FilmFacts, b: FilmFacts): boolean => titleMatchKey(a.title) === titleMatchKey(b.title) && yearsAgree(a, b);

/** A movie of the IMDb catalogue, as matching sees it. */
export const CatalogueMovie = Schema.Struct({ tconst: Schema.String, ...FilmFacts.fields });
export interface CatalogueMovie extends Schema.Schema.Type<typeof CatalogueMovie> {}

/** The catalogue movie that is this film, when exactly one is. */
export const onlyCatalogueMatch = (film: FilmFacts, movies: ReadonlyArray<CatalogueMovie>): CatalogueMovie | undefined => {
  const matches = movies.filter((movie) => sameFilm(film, movie));
  return matches.length === 1 ? matches[0] : undefined;
};

/** A series of the IMDb catalogue (a TV series or mini-series), as matching sees it. */
export const CatalogueSeries = Schema.Struct({
  tconst: Schema.String,
  title: Schema.String,
  /** The year it started. */
  year: Schema.NullOr(Schema.Int),
});
export interface CatalogueSeries extends Schema.Schema.Type<typeof CatalogueSeries> {}

/** The catalogue series that is this series, when exactly one has its match key (and its start year, where both know it). */
export const onlyCatalogueSeries = (
  series: { readonly title: string; readonly year: number | null },
  catalogue: ReadonlyArray<CatalogueSeries>,
): CatalogueSeries | undefined => {
  const key = titleMatchKey(series.title);
  const matches = catalogue.filter(
    (entry) => titleMatchKey(entry.title) === key && (series.year === null || entry.year === null || series.year === entry.year),
  );
  return matches.length === 1 ? matches[0] : undefined;
};
