import { memo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { theme } from "../../app/theme.ts";
import { CertificateIcon } from "./certificate-icon.tsx";
import { FlagSwitches } from "./flag-switches.tsx";
import { trailerUrl } from "./film-links.ts";
import { PosterLink, ShowingDetails, type ListedFilmProps } from "./listed-film.tsx";
import { RatingBadges } from "./rating-badges.tsx";
import { showWhenWhereRules } from "./show-when-where.tsx";

// One style for the whole row, its parts styled by class name under it: a week's table mounts a row on every few frames of
// a scroll, and each element styled on its own costs emotion a wrapper component and a style check per render.
const row = css({
  display: "grid",
  gridTemplateColumns: "92px minmax(0, 1fr) 170px",
  gap: "0.5rem 1rem",
  padding: "0.75rem",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  minHeight: 160,
  [theme.breakpoints.phone]: { gridTemplateColumns: "72px minmax(0, 1fr)", padding: "0.6rem", gap: "0.4rem 0.75rem" },
  ".film-row-poster": {
    width: 92,
    height: 138,
    objectFit: "cover",
    borderRadius: 6,
    background: theme.colors.line,
    display: "block",
    [theme.breakpoints.phone]: { width: 72, height: 108 },
  },
  ".film-row-main": { minWidth: 0 },
  ".film-row-title": {
    display: "flex",
    alignItems: "center",
    gap: "0.5rem",
    margin: 0,
    fontSize: "1.1rem",
    a: { color: theme.colors.ink, textDecoration: "none" },
    "a:hover": { textDecoration: "underline" },
  },
  ".film-row-year": { color: theme.colors.muted, fontWeight: 400, fontSize: "0.95rem" },
  ".film-row-meta": { margin: "0.25rem 0", color: theme.colors.muted, fontSize: "0.88rem" },
  ".film-row-synopsis": {
    margin: "0.25rem 0 0.4rem",
    fontSize: "0.92rem",
    display: "-webkit-box",
    WebkitLineClamp: 3,
    WebkitBoxOrient: "vertical",
    overflow: "hidden",
    [theme.breakpoints.phone]: { WebkitLineClamp: 2 },
  },
  ".film-row-side": {
    display: "flex",
    flexDirection: "column",
    alignItems: "flex-start",
    gap: "0.4rem",
    fontSize: "0.9rem",
    [theme.breakpoints.phone]: { gridColumn: "1 / -1", flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem" },
  },
  ".film-row-trailer": { color: theme.colors.link, fontSize: "0.9rem" },
  ...showWhenWhereRules,
});

export interface FilmRowProps extends ListedFilmProps {
  readonly headingLevel?: 2 | 3;
}

export const FilmRow = memo(({ facts, certificate, headingLevel = 2, others, lookup, now }: FilmRowProps) => {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { film } = facts;
  const details = [facts.genres.join(", "), facts.length, facts.languages === null ? null : `In ${facts.languages.join(", ")}`].filter(
    (part) => part !== null && part !== "",
  );
  return (
    <article css={row} aria-label={film.title}>
      <PosterLink facts={facts} className="film-row-poster" sizes="92px" width={92} height={138} />
      <div className="film-row-main">
        <Heading className="film-row-title">
          <CertificateIcon certificate={certificate} size="small" />
          <Link href={facts.path}>{facts.title}</Link>
          {film.year !== null && <span className="film-row-year">({film.year})</span>}
        </Heading>
        {facts.episode !== null && <p className="film-row-meta">{facts.episode}</p>}
        {details.length > 0 && <p className="film-row-meta">{details.join(" · ")}</p>}
        {film.synopsis_short != null && film.synopsis_short !== "" && <p className="film-row-synopsis">{film.synopsis_short}</p>}
        <RatingBadges audience={film.audi} critics={film.crit} imdb={film.imdb_r} />
      </div>
      <div className="film-row-side">
        <ShowingDetails facts={facts} others={others} lookup={lookup} now={now} />
        {film.youtube != null && film.youtube !== "" && (
          <a className="film-row-trailer" href={trailerUrl(film.youtube)} target="_blank" rel="noopener noreferrer" aria-label={`Trailer for ${film.title}`}>
            Trailer
          </a>
        )}
        <FlagSwitches tconst={film.imdb} title={film.title} year={film.year} stack="wide" />
      </div>
    </article>
  );
});
FilmRow.displayName = "FilmRow";
