import { FilmSearchResult } from "../../../domain/film-search.ts";
import { postJson } from "../../app/api-client.ts";

export type SearchResponse = FilmSearchResult;

export const searchFilms = (keyword: string): Promise<FilmSearchResult | null> => postJson("/api/search-films/", { keyword }, FilmSearchResult);
