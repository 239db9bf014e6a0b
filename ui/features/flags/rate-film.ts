import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { clickStar, ratingRemovedToast, ratingSavedToast, type StarRating } from "../../../domain/star-rating.ts";
import type { User } from "../../../domain/user.ts";
import { api } from "../../app/contract-api.ts";
import { showToast } from "../toasts/index.ts";
import { flagsSaved, starsChosen } from "../user/index.ts";
import type { FlaggedTitle } from "./save-flag.ts";

interface RatingRoot {
  readonly user: { readonly user: User };
  readonly toasts: { readonly nextId: number };
}

// SPEC §4: a different star sets the rating, the current star clears it; only watched films of a logged-in user.
export const rateFilm =
  (film: FlaggedTitle, clicked: StarRating): ThunkAction<Promise<void>, RatingRoot, unknown, UnknownAction> =>
  async (dispatch, getState) => {
    const { user } = getState().user;
    const current = user.stars[film.tconst] ?? null;
    const next = clickStar(current, clicked, { loggedIn: user.logged_in, watched: user.watched.includes(film.tconst) });
    if (next === current) return;
    dispatch(starsChosen({ tconst: film.tconst, stars: next }));
    const { data: answer } = await dispatch(
      api.endpoints.film.initiate({ params: { tconst: film.tconst }, body: { action: "save stars", imdb: film.tconst, stars: next } }),
    );
    if (answer === undefined) {
      dispatch(starsChosen({ tconst: film.tconst, stars: current }));
      return;
    }
    const { message: _none, ...flags } = answer;
    dispatch(flagsSaved(flags));
    dispatch(showToast(next === null ? ratingRemovedToast(film.title, film.year) : ratingSavedToast(next, film.title, film.year)));
  };
