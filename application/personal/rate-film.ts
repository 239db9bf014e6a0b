import { Effect, Option } from "effect";
import { FILM_NOT_FOUND } from "../../domain/account-texts.ts";
import { ratingTooltip, type StarRating } from "../../domain/star-rating.ts";
import { FilmNotFound, FilmNotWatched } from "./personal-failures.ts";
import { UserTitles } from "./user-titles.ts";

/** Sets (1-5) or clears (null) the rating of a film the user flagged watched. */
export const rateFilm = Effect.fn("rateFilm")(function* (userId: number, input: { readonly tconst: string; readonly stars: StarRating | null }) {
  const titles = yield* UserTitles;
  const title = yield* titles.findTitle(input.tconst);
  if (Option.isNone(title)) return yield* new FilmNotFound({ tconst: input.tconst, message: FILM_NOT_FOUND });
  const saved = yield* titles.setStars(userId, input.tconst, input.stars);
  if (!saved) {
    return yield* new FilmNotWatched({ tconst: input.tconst, message: ratingTooltip(title.value.title, true, false) });
  }
  return yield* titles.flags(userId);
});
