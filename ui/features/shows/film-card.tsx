import { memo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { Certificate } from "../../../domain/lookups.ts";
import type { Show } from "../../../domain/show.ts";
import { theme } from "../../app/theme.ts";
import { CertificateIcon } from "./certificate-icon.tsx";
import { FlagSwitches } from "./flag-switches.tsx";
import { posterImage, showPosterFallback } from "./film-links.ts";
import { RatingBadges } from "./rating-badges.tsx";
import { MoreShowings } from "./more-showings.tsx";
import type { ShowFacts } from "./show-facts.ts";
import { ShowingNotes } from "./showing-notes.tsx";
import { ShowWhen, ShowWhere } from "./show-when-where.tsx";

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
});

const poster = css({ width: "100%", aspectRatio: "2 / 3", objectFit: "cover", display: "block", background: theme.colors.line });

const title = css({
  margin: 0,
  fontSize: "0.95rem",
  lineHeight: 1.25,
  display: "flex",
  gap: "0.35rem",
  alignItems: "flex-start",
  a: { color: theme.colors.ink, textDecoration: "none" },
  "a:hover": { textDecoration: "underline" },
});

export interface FilmCardProps {
  readonly facts: ShowFacts;
  readonly certificate: Certificate | undefined;
  /** The film's other showings in the listing, offered under the row. */
  readonly others?: ReadonlyArray<Show>;
  readonly lookup?: ListingLookup;
  readonly now?: number;
}

export const FilmCard = memo(({ facts, certificate, others, lookup, now }: FilmCardProps) => {
  const { film } = facts;
  const image = posterImage(film);
  return (
    <article css={card} aria-label={film.title}>
      <Link href={facts.path} tabIndex={-1} aria-hidden="true">
        <img
          css={poster}
          src={image.src}
          srcSet={image.srcSet}
          sizes="(max-width: 600px) 45vw, 200px"
          onError={showPosterFallback(image.fallback)}
          alt=""
          width={200}
          height={300}
          loading="lazy"
        />
      </Link>
      <div>
        <h2 css={title}>
          <CertificateIcon certificate={certificate} size="small" />
          <Link href={facts.path}>{facts.title}</Link>
        </h2>
        {facts.genres[0] !== undefined && (
          <span css={{ color: theme.colors.muted }}>{[facts.genres[0], film.year].filter((part) => part !== null).join(" · ")}</span>
        )}
        <ShowWhen facts={facts} />
        <ShowWhere facts={facts} logoWidth={56} />
        <ShowingNotes show={facts.show} />
        {others !== undefined && lookup !== undefined && now !== undefined && <MoreShowings others={others} title={film.title} lookup={lookup} now={now} />}
        <RatingBadges audience={film.audi} critics={film.crit} imdb={film.imdb_r} compact />
        <FlagSwitches tconst={film.imdb} title={film.title} year={film.year} stack />
      </div>
    </article>
  );
});
FilmCard.displayName = "FilmCard";
