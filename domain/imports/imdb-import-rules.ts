import type { TitleAkasRecord, TitleBasicsRecord, TitlePrincipalsRecord } from "./imdb-record.ts";

const CATALOGUE_TYPES = new Set(["movie", "tvMovie", "tvSeries", "tvMiniSeries"]);
const AKA_REGIONS = new Set(["GB", "US", "IE", "XWW"]);

/** The catalogue keeps movies and TV movies (the search fallback lists them) and series (schedule-made series are identified by them), no adult titles. */
export const isCatalogueTitle = (row: Pick<TitleBasicsRecord, "titleType" | "isAdult">): boolean => CATALOGUE_TYPES.has(row.titleType) && !row.isAdult;

/** Alternative titles a UK viewer may search by: British, Irish, American, worldwide English, or the original. */
export const isUsefulAka = (row: Pick<TitleAkasRecord, "region" | "isOriginalTitle">): boolean =>
  row.isOriginalTitle === true || (row.region !== null && AKA_REGIONS.has(row.region));

/** Actors and actresses are a film's stars; its directors come from title.crew and from principals listed as director. */
export const principalRole = (row: Pick<TitlePrincipalsRecord, "category">): "star" | "director" | undefined =>
  row.category === "actor" || row.category === "actress" ? "star" : row.category === "director" ? "director" : undefined;
