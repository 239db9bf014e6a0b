import { memo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { theme } from "../../app/theme.ts";
import { CertificateIcon } from "./certificate-icon.tsx";
import { FlagSwitches } from "./flag-switches.tsx";
import { PosterLink, ShowingDetails, type ListedFilmProps } from "./listed-film.tsx";
import { RatingBadges } from "./rating-badges.tsx";
import { showWhenWhereRules } from "./show-when-where.tsx";

// One style for the whole card, its parts styled by class name under it (as the table's rows are).
const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "0.35rem",
  height: "100%",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  overflow: "hidden",
  fontSize: "0.85rem",
  "& > div": { padding: "0 0.6rem 0.6rem", display: "flex", flexDirection: "column", gap: "0.35rem", flex: 1 },
  ".film-card-poster": { width: "100%", aspectRatio: "2 / 3", objectFit: "cover", display: "block", background: theme.colors.line },
  ".film-card-title": {
    margin: 0,
    fontSize: "0.95rem",
    lineHeight: 1.25,
    display: "flex",
    gap: "0.35rem",
    alignItems: "flex-start",
    a: { color: theme.colors.ink, textDecoration: "none" },
    "a:hover": { textDecoration: "underline" },
  },
  ".film-card-meta": { color: theme.colors.muted },
  ...showWhenWhereRules,
});

export type FilmCardProps = ListedFilmProps;

export const FilmCard = memo(({ facts, certificate, others, lookup, now }: FilmCardProps) => {
  const { film } = facts;
  return (
    <article css={card} aria-label={film.title}>
      <PosterLink facts={facts} className="film-card-poster" sizes="(max-width: 600px) 45vw, 200px" width={200} height={300} />
      <div>
        <h2 className="film-card-title">
          <CertificateIcon certificate={certificate} size="small" />
          <Link href={facts.path}>{facts.title}</Link>
        </h2>
        {facts.genres[0] !== undefined && <span className="film-card-meta">{[facts.genres[0], film.year].filter((part) => part !== null).join(" · ")}</span>}
        <ShowingDetails facts={facts} others={others} lookup={lookup} now={now} logoWidth={56} />
        <RatingBadges audience={film.audi} critics={film.crit} imdb={film.imdb_r} compact />
        <FlagSwitches tconst={film.imdb} title={film.title} year={film.year} stack />
      </div>
    </article>
  );
});
FilmCard.displayName = "FilmCard";
