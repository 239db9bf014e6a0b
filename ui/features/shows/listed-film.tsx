import { useState } from "react";
import { Link } from "wouter";
import type { ListingLookup } from "../../../domain/listing-lookup.ts";
import type { Certificate } from "../../../domain/lookups.ts";
import type { Show } from "../../../domain/show.ts";
import { isOwnImage, posterYears } from "../../../domain/placeholder-art.ts";
import { DrawnPoster } from "../../controls/drawn-art.tsx";
import { posterImage } from "./film-links.ts";
import { MoreShowings } from "./more-showings.tsx";
import type { ShowFacts } from "./show-facts.ts";
import { ShowingNotes } from "./showing-notes.tsx";
import { ShowWhen, ShowWhere } from "./show-when-where.tsx";

/** What a listing's row or card shows of one film. */
export interface ListedFilmProps {
  readonly facts: ShowFacts;
  readonly certificate: Certificate | undefined;
  /** The film's other showings in the listing, offered under the row. */
  readonly others?: ReadonlyArray<Show>;
  readonly lookup?: ListingLookup;
  readonly now?: number;
}

export interface PosterLinkProps {
  readonly facts: ShowFacts;
  readonly className: string;
  readonly sizes: string;
  readonly width: number;
  readonly height: number;
}

// The poster links to the film page too, out of the tab order and hidden from screen readers: the title is the link they use.
// A film without a poster of its own, or whose poster does not load, gets the drawn one.
export const PosterLink = ({ facts, className, sizes, width, height }: PosterLinkProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  const { film } = facts;
  const url = film.poster_url;
  const image = isOwnImage(url) && failed !== url ? posterImage(film) : null;
  return (
    <Link href={facts.path} tabIndex={-1} aria-hidden="true">
      {image === null ? (
        <DrawnPoster className={className} title={film.title} years={posterYears(film, facts.isSeries)} />
      ) : (
        <img
          className={className}
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          onError={() => setFailed(url ?? null)}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
        />
      )}
    </Link>
  );
};

/** When and where the showing is, its notes, and the film's other showings when the listing has them. */
export const ShowingDetails = ({ facts, others, lookup, now, logoWidth }: Omit<ListedFilmProps, "certificate"> & { readonly logoWidth?: number }) => (
  <>
    <ShowWhen facts={facts} />
    <ShowWhere facts={facts} logoWidth={logoWidth} />
    <ShowingNotes show={facts.show} />
    {others !== undefined && lookup !== undefined && now !== undefined && <MoreShowings others={others} title={facts.film.title} lookup={lookup} now={now} />}
  </>
);
