import { useMemo } from "react";
import { LONDON } from "../../domain/broadcast-day.ts";
import { FREEVIEW, isStreamingSource } from "../../domain/channel-source.ts";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { INVALID_GENRE, genrePageTitle } from "../../domain/page-texts.ts";
import { NO_FILMS_TO_DISPLAY, filmCount } from "../../domain/presentation.ts";
import { rowShowings } from "../../domain/film-rows.ts";
import { buildFilmListing } from "../../domain/select-listing.ts";
import { useAppSelector } from "../app/store.ts";
import { Spinner } from "../controls/spinner.tsx";
import { selectCustomChannelIds, selectFilters, selectFlagSets, selectLookup, selectNow } from "../features/listings/index.ts";
import { ShowsTable, stableOthersAt } from "../features/shows/index.ts";
import { PageHeading, noticeStyle } from "./page-heading.tsx";
import { api } from "../app/contract-api.ts";
import { useFetched } from "../app/use-fetched.ts";

export const GenrePage = ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }) => {
  const slug = params["slug"] ?? "";
  const fetched = useFetched(api.useGenreQuery({ params: { slug } }));
  const base = useAppSelector(selectLookup);
  const now = useAppSelector(selectNow);
  const flags = useAppSelector(selectFlagSets);
  const custom = useAppSelector(selectCustomChannelIds);
  const stored = useAppSelector(selectFilters);
  const page = fetched.phase === "loaded" ? fetched.value : null;

  const lookup = useMemo(() => {
    if (page === null) return base;
    const own = makeListingLookup({ films: page.films, channels: page.channels });
    return { ...base, films: own.films, channels: new Map([...base.channels, ...own.channels]) };
  }, [base, page]);
  const listing = useMemo(() => {
    if (page === null) return { shows: [], othersAt: undefined, films: 0 };
    const filters = { ...DEFAULT_FILTERS, system: isStreamingSource(stored.system) ? FREEVIEW : stored.system, genre: page.genre.id };
    const { rows, films } = buildFilmListing({ shows: page.shows, lookup, filters, flags, now, zone: LONDON, customChannelIds: custom });
    return { shows: rowShowings(rows), othersAt: stableOthersAt(rows), films };
  }, [page, lookup, stored.system, flags, now, custom]);
  const { shows, othersAt, films } = listing;

  if (fetched.phase === "loading") return <Spinner />;
  if (page === null)
    return (
      <h1 id="page-heading" css={noticeStyle}>
        {INVALID_GENRE}
      </h1>
    );
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{genrePageTitle(page.genre.name)}</PageHeading>
      {shows.length === 0 ? (
        <p css={noticeStyle}>{NO_FILMS_TO_DISPLAY}</p>
      ) : (
        <>
          <p css={{ fontWeight: 600 }}>{filmCount(films)}</p>
          <ShowsTable shows={shows} lookup={lookup} now={now} othersAt={othersAt} />
        </>
      )}
    </section>
  );
};
