import { css } from "@emotion/react";
import { STAR_VALUES, ratingTooltip, type StarRating } from "../../../domain/star-rating.ts";
import { theme } from "../../app/theme.ts";

const row = css({
  display: "flex",
  width: "fit-content",
  margin: "0.25rem 0",
  gap: "0.1rem",
  button: { border: 0, background: "none", padding: "0.1rem", fontSize: "1.4rem", lineHeight: 1, cursor: "pointer", color: "#8c90ad" },
  "button[aria-pressed='true']": { color: theme.colors.accentDark },
  "button[aria-disabled='true']": { cursor: "not-allowed" },
});

export interface StarRatingWidgetProps {
  readonly title: string;
  readonly loggedIn: boolean;
  readonly watched: boolean;
  readonly stars: StarRating | null;
  readonly onRate: (stars: StarRating) => void;
}

// Visitors see the stars with the tooltip that explains why they cannot rate yet.
export const StarRatingWidget = ({ title, loggedIn, watched, stars, onRate }: StarRatingWidgetProps) => {
  const tooltip = ratingTooltip(title, loggedIn, watched);
  const enabled = loggedIn && watched;
  return (
    <div css={row} role="group" aria-label={`Your rating: ${tooltip}`} title={tooltip}>
      {STAR_VALUES.map((value) => (
        <button
          key={value}
          type="button"
          aria-label={`${value} star${value === 1 ? "" : "s"}`}
          aria-pressed={stars !== null && value <= stars}
          aria-disabled={!enabled}
          title={tooltip}
          onClick={() => {
            if (enabled) onRate(value);
          }}
        >
          {stars !== null && value <= stars ? "★" : "☆"}
        </button>
      ))}
    </div>
  );
};
