import { Schema } from "effect";
import { titleWithYears } from "./presentation.ts";

export const StarRating = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 5 }));
export type StarRating = typeof StarRating.Type;

export const STAR_VALUES: ReadonlyArray<StarRating> = [1, 2, 3, 4, 5];

export const clickStar = (
  current: StarRating | null,
  clicked: StarRating,
  canRate: { readonly loggedIn: boolean; readonly watched: boolean },
): StarRating | null => {
  if (!canRate.loggedIn || !canRate.watched) return current;
  return current === clicked ? null : clicked;
};

export const ratingTooltip = (title: string, loggedIn: boolean, watched: boolean): string => {
  if (!loggedIn) return `You need to login to rate '${title}'`;
  if (!watched) return `You need to flag '${title}' as 'watched' before rating it`;
  return `Click to rate '${title}'`;
};

export const ratingSavedToast = (stars: StarRating, title: string, year: number | null): string =>
  `Rating of ${stars} stars for '${titleWithYears({ title, year })}' saved!`;

export const ratingRemovedToast = (title: string, year: number | null): string => `Rating for '${titleWithYears({ title, year })}' has been removed`;
