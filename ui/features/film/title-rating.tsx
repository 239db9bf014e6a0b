import type { StarRating } from "../../../domain/star-rating.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import type { FlaggedTitle } from "../flags/index.ts";
import { StarRatingWidget } from "./star-rating-widget.tsx";

export const TitleRating = ({ film }: { readonly film: FlaggedTitle }) => {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.user);
  const rate = (stars: StarRating) => void import("../flags/rate-film.ts").then((module) => dispatch(module.rateFilm(film, stars)));
  return (
    <StarRatingWidget
      title={film.title}
      loggedIn={user.logged_in}
      watched={user.watched.includes(film.tconst)}
      stars={user.stars[film.tconst] ?? null}
      onRate={rate}
    />
  );
};
