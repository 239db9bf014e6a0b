import { memo } from "react";
import { Link } from "wouter";
import { placeholderColour } from "../../../domain/placeholder-art.ts";
import { theme } from "../../app/theme.ts";
import type { ShowFacts } from "./show-facts.ts";
import { ShowWhen } from "./show-when-where.tsx";

// A row or card drawn while the list is flung (useBlockVirtualizer): the film's colour where its poster goes, its title and
// when and where it is on, in a handful of elements instead of some forty. It fills the size the row is known or estimated
// to be, and is drawn whole once the scroll stops. Its styles nest under the list item's own, by class name, as a light row is
// mounted on every few frames of a fling and each element styled on its own costs emotion a wrapper component.
export const lightFilmRules = {
  ".light-film": {
    display: "grid",
    gap: "0.25rem 0.75rem",
    alignContent: "start",
    flex: 1,
    minHeight: 0,
    overflow: "hidden",
    padding: "0.6rem",
    background: theme.colors.card,
    borderRadius: theme.radius,
    boxShadow: theme.shadow,
  },
  ".light-poster": { borderRadius: 6 },
  ".light-title": { margin: 0, fontSize: "1.1rem", a: { color: theme.colors.ink, textDecoration: "none" } },
  ".light-when": { color: theme.colors.muted, fontSize: "0.9rem" },
  ".light-row": {
    gridTemplateColumns: "72px minmax(0, 1fr)",
    gridTemplateRows: "min-content 1fr",
    ".light-poster": { gridRow: "span 2", height: 108 },
  },
  ".light-card": {
    ".light-poster": { margin: "-0.6rem -0.6rem 0", aspectRatio: "2 / 3", borderRadius: 0 },
    ".light-title": { fontSize: "0.95rem", lineHeight: 1.25 },
    ".light-when": { fontSize: "0.85rem" },
  },
} as const;

export interface LightFilmProps {
  readonly facts: ShowFacts;
  readonly shape: "row" | "card";
}

/** The film of a listing's row or grid card, drawn light while the list is flung; its list item nests `lightFilmRules`. */
export const LightFilm = memo(({ facts, shape }: LightFilmProps) => {
  const where = facts.channel?.name ?? facts.service?.name_display ?? null;
  return (
    <article className={`light-film light-${shape}`} aria-label={facts.film.title}>
      <span className="light-poster" style={{ backgroundColor: placeholderColour(facts.film.title) }} aria-hidden="true" />
      <h2 className="light-title">
        <Link href={facts.path}>{facts.title}</Link>
      </h2>
      <span className="light-when">
        <ShowWhen facts={facts} />
        {where !== null && ` · ${where}`}
      </span>
    </article>
  );
});
LightFilm.displayName = "LightFilm";
