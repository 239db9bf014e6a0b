import { Effect } from "effect";
import { profileGraph, showProfileCharts, type ProfileGraph } from "../../domain/profile-charts.ts";
import { UserTitles } from "./user-titles.ts";

const EMPTY: ProfileGraph = { genres: { names: [], data: [] }, years: { names: [], data: [] } };

/** Favourite genres and decades of the watched films; empty until the user has watched enough films. */
export const getProfileCharts = Effect.fn("getProfileCharts")(function* (userId: number) {
  const { films, genres } = yield* (yield* UserTitles).watchedFilms(userId);
  return showProfileCharts(films.length) ? profileGraph(films, genres) : EMPTY;
});
