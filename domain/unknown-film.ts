/** A film an import knows only by name, year and perhaps IMDb id: everything else is left for the film-data jobs to fill. */
export const unknownFilm = <Identity extends { readonly imdb: string | null; readonly title: string; readonly year: number | null; readonly baseSlug: string }>(
  identity: Identity,
) => ({
  kind: "film" as const,
  ...identity,
  length: null,
  synopsis: null,
  synopsisShort: null,
  posterUrl: null,
  tmdbKind: null,
  tmdbId: null,
  certificate: null,
  genreSlugs: [] as ReadonlyArray<string>,
  languages: [] as ReadonlyArray<string>,
});
