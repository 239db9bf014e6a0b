import { css } from "@emotion/react";
import { tomatoIcon } from "../../../domain/ratings.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHiddenRules } from "../../app/visually-hidden.ts";

const scoreMark = { fontWeight: 700, fontSize: "0.7rem", padding: "0.05rem 0.25rem", borderRadius: 3 } as const;

// The score icons are drawn as a background of the mark's ::before, not as inline SVG: a listing row mounted on a scroll
// then builds no SVG elements for them. A score's text sits straight in its mark, with no wrapper.
const svgIcon = (shapes: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">${shapes}</svg>`)}")`;

const ICONS = {
  audience: svgIcon(
    '<path d="M3 6h10l-1.5 9h-7z" fill="#e53935"/><circle cx="5" cy="5" r="2.2" fill="#fbc02d"/><circle cx="8" cy="4" r="2.4" fill="#fdd835"/><circle cx="11" cy="5" r="2.2" fill="#fbc02d"/>',
  ),
  fresh: svgIcon('<circle cx="8" cy="9" r="6.5" fill="#e53935"/><path d="M5 3.5 8 5l3-1.5L9 6H7z" fill="#2e7d32"/>'),
  rotten: svgIcon('<path d="M8 1.5 10 6l5 .5-3.8 3.2L12.5 15 8 12.2 3.5 15l1.3-5.3L1 6.5 6 6z" fill="#43a047"/>'),
} as const;

const iconRules = Object.fromEntries(
  Object.entries(ICONS).map(([name, image]) => [
    `.score-${name}::before`,
    { content: '""', flex: "none", width: 16, height: 16, backgroundImage: image, backgroundSize: "16px 16px" },
  ]),
);

const row = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.35rem 0.75rem",
  alignItems: "center",
  fontSize: "0.85rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  li: { display: "inline-flex", alignItems: "center", gap: "0.25rem", whiteSpace: "nowrap" },
  // The marks styled under the list by class: a listing row draws one list, not one styled element per mark.
  ".score-imdb": { ...scoreMark, background: theme.colors.accent, color: "#000" },
  ".score-metascore": { ...scoreMark, background: "#1d1d1d", color: "#fff" },
  ".score-name": visuallyHiddenRules,
  ...iconRules,
});

export interface RatingBadgesProps {
  readonly audience: number | null;
  readonly critics: number | null;
  readonly imdb: number | null;
  /** Metacritic's score, 0-100; shown where it is passed. */
  readonly metascore?: number | null;
  readonly compact?: boolean;
}

export const RatingBadges = ({ audience, critics, imdb, metascore = null, compact = false }: RatingBadgesProps) => {
  const icon = tomatoIcon(critics);
  if (audience === null && critics === null && imdb === null && metascore === null) return null;
  return (
    <ul css={row} aria-label="Ratings">
      {audience !== null && (
        <li title="Audience score" className="score-audience">
          {compact ? "" : "Audience "}
          {Math.round(audience)}%
        </li>
      )}
      {critics !== null && icon !== null && (
        <li title={`Critics score (${icon})`} className={`score-${icon}`}>
          {compact ? "" : "Critics "}
          {Math.round(critics)}%<span className="score-name"> ({icon})</span>
        </li>
      )}
      {imdb !== null && (
        <li title="IMDb rating">
          <span className="score-imdb">IMDb</span>
          {imdb.toFixed(1)}
        </li>
      )}
      {metascore !== null && (
        <li title="Metascore">
          <span className="score-metascore">Metascore</span>
          {metascore}
        </li>
      )}
    </ul>
  );
};
