import { memo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { Certificate } from "../../../domain/lookups.ts";
import type { Show } from "../../../domain/show.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";
import { CertificateIcon } from "./certificate-icon.tsx";
import { FlagSwitches } from "./flag-switches.tsx";
import { posterImage, showPosterFallback, trailerUrl } from "./film-links.ts";
import { RatingBadges } from "./rating-badges.tsx";
import { MoreShowings } from "./more-showings.tsx";
import type { ShowFacts } from "./show-facts.ts";
import { ShowingNotes } from "./showing-notes.tsx";
import { ShowWhen, ShowWhere } from "./show-when-where.tsx";

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
});

const poster = css({
  width: 92,
  height: 138,
  objectFit: "cover",
  borderRadius: 6,
  background: theme.colors.line,
  display: "block",
  [theme.breakpoints.phone]: { width: 72, height: 108 },
});

const titleLine = css({
  display: "flex",
  alignItems: "center",
  gap: "0.5rem",
  margin: 0,
  fontSize: "1.1rem",
  a: { color: theme.colors.ink, textDecoration: "none" },
  "a:hover": { textDecoration: "underline" },
});

const meta = css({ margin: "0.25rem 0", color: theme.colors.muted, fontSize: "0.88rem" });

const synopsis = css({
  margin: "0.25rem 0 0.4rem",
  fontSize: "0.92rem",
  display: "-webkit-box",
  WebkitLineClamp: 3,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  [theme.breakpoints.phone]: { WebkitLineClamp: 2 },
});

const side = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: "0.4rem",
  fontSize: "0.9rem",
  [theme.breakpoints.phone]: { gridColumn: "1 / -1", flexDirection: "row", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem" },
});

const trailer = css({ color: theme.colors.link, fontSize: "0.9rem" });

export interface FilmRowProps {
  readonly facts: ShowFacts;
  readonly certificate: Certificate | undefined;
  /** The film's other showings in the listing, offered under the row. */
  readonly others?: ReadonlyArray<Show>;
  readonly lookup?: ListingLookup;
  readonly now?: number;
  readonly headingLevel?: 2 | 3;
}

export const FilmRow = memo(({ facts, certificate, headingLevel = 2, others, lookup, now }: FilmRowProps) => {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { film } = facts;
  const image = posterImage(film);
  const details = [facts.genres.join(", "), facts.length, facts.languages === null ? null : `In ${facts.languages.join(", ")}`].filter(
    (part) => part !== null && part !== "",
  );
  return (
    <article css={row} aria-label={film.title}>
      <Link href={facts.path} tabIndex={-1} aria-hidden="true">
        <img
          css={poster}
          src={image.src}
          srcSet={image.srcSet}
          sizes="92px"
          onError={showPosterFallback(image.fallback)}
          alt=""
          width={92}
          height={138}
          loading="lazy"
        />
      </Link>
      <div css={{ minWidth: 0 }}>
        <Heading css={titleLine}>
          <CertificateIcon certificate={certificate} size="small" />
          <Link href={facts.path}>{facts.title}</Link>
          {film.year !== null && <span css={{ color: theme.colors.muted, fontWeight: 400, fontSize: "0.95rem" }}>({film.year})</span>}
        </Heading>
        {facts.episode !== null && <p css={meta}>{facts.episode}</p>}
        {details.length > 0 && <p css={meta}>{details.join(" · ")}</p>}
        {film.synopsis_short != null && film.synopsis_short !== "" && <p css={synopsis}>{film.synopsis_short}</p>}
        <RatingBadges audience={film.audi} critics={film.crit} imdb={film.imdb_r} />
      </div>
      <div css={side}>
        <ShowWhen facts={facts} />
        <ShowWhere facts={facts} />
        <ShowingNotes show={facts.show} />
        {others !== undefined && lookup !== undefined && now !== undefined && <MoreShowings others={others} title={film.title} lookup={lookup} now={now} />}
        {film.youtube != null && film.youtube !== "" && (
          <a css={trailer} href={trailerUrl(film.youtube)} target="_blank" rel="noopener noreferrer">
            Trailer<span css={visuallyHidden}> for {film.title}</span>
          </a>
        )}
        <FlagSwitches tconst={film.imdb} title={film.title} year={film.year} stack="wide" />
      </div>
    </article>
  );
});
FilmRow.displayName = "FilmRow";
