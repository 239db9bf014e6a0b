export interface WebSearch {
  readonly label: string;
  readonly url: string;
}

/** Searches an admin runs to check a film's details on the sites the data comes from. */
export const filmWebSearches = (film: { readonly title: string; readonly year: number | null; readonly kind: "film" | "series" }): ReadonlyArray<WebSearch> => {
  const name = film.year === null ? film.title : `${film.title} ${film.year}`;
  const q = encodeURIComponent;
  return [
    { label: "Google", url: `https://www.google.com/search?q=${q(`${name} ${film.kind === "film" ? "film" : "tv series"}`)}` },
    { label: "IMDb", url: `https://www.imdb.com/find/?q=${q(name)}` },
    { label: "Rotten Tomatoes", url: `https://www.rottentomatoes.com/search?search=${q(film.title)}` },
    { label: "TMDB", url: `https://www.themoviedb.org/search?query=${q(name)}` },
    { label: "YouTube trailer", url: `https://www.youtube.com/results?search_query=${q(`${name} trailer`)}` },
  ];
};
