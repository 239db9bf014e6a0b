const FILM_CATEGORIES = new Set(["film", "films", "movie", "movies", "feature film", "feature films"]);
const TITLE_YEAR = /\s*\((1[89]\d\d|20\d\d)\)$/;

export interface TitleYear {
  readonly cleanTitle: string;
  readonly year?: number;
}

/** Splits a trailing "(YYYY)" off a title, as UK listings write films. */
export const splitTitleYear = (title: string): TitleYear => {
  const m = TITLE_YEAR.exec(title);
  if (m === null || m.index === 0) return { cleanTitle: title };
  return { cleanTitle: title.slice(0, m.index), year: Number(m[1]) };
};

export const isFilmCategory = (category: string): boolean => FILM_CATEGORIES.has(category.trim().toLowerCase());

/** Film by category, by a "(YYYY)" title suffix, or by a bare 4-digit <date> on a programme without episode numbers. */
export const isFilm = (categories: ReadonlyArray<string>, date: string | undefined, titleYear: number | undefined, hasEpisodeNumber: boolean): boolean =>
  categories.some(isFilmCategory) || titleYear !== undefined || (date !== undefined && /^\d{4}$/.test(date) && !hasEpisodeNumber);
