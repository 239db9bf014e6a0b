/**
 * Catch-all categories listings give nearly every film or programme ("Drama", "Film", "Movie", "Entertainment"):
 * alone they say nothing of what kind of film it is. As genre slugs of the site.
 */
export const WEAK_GENRE_SLUGS: ReadonlyArray<string> = ["drama", "film", "films", "movie", "movies", "feature-film", "entertainment", "general", "other"];

const WEAK = new Set(WEAK_GENRE_SLUGS);

/** Whether a genre slug is a catch-all rather than a genre a viewer would choose a film by. */
export const isWeakGenre = (slug: string): boolean => WEAK.has(slug);

/**
 * A title's genres once IMDb's are known: IMDb's first, then the listing's specific genres IMDb lacks; the listing's
 * catch-alls ("Drama" alone) give way. No IMDb genres change nothing.
 */
export const genresAfterImdb = (current: ReadonlyArray<string>, imdb: ReadonlyArray<string>): ReadonlyArray<string> =>
  imdb.length === 0 ? current : [...imdb, ...current.filter((slug) => !isWeakGenre(slug) && !imdb.includes(slug))];
