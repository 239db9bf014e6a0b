import { useMemo } from "react";
import { css } from "@emotion/react";
import { LONDON } from "../../domain/broadcast-day.ts";
import { CUSTOM_LIST } from "../../domain/channel-source.ts";
import { DEFAULT_FILTERS, type Filters } from "../../domain/filters.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { channelPageEmpty, channelPageTitle } from "../../domain/page-texts.ts";
import { filmCount } from "../../domain/presentation.ts";
import { buildListing } from "../../domain/select-listing.ts";
import { onePerFilm } from "../../domain/selections.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { Spinner } from "../controls/spinner.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
import { selectLookup, selectNow } from "../features/listings/index.ts";
import { filtersChanged } from "../features/settings/index.ts";
import { ShowsTable } from "../features/shows/index.ts";
import { PageHeading, noticeStyle } from "./page-heading.tsx";
import { api } from "../app/contract-api.ts";
import { useFetched } from "../app/use-fetched.ts";
import { ChannelLogo } from "../features/channels/index.ts";

const header = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "1rem",
  margin: "0 0 1rem",
  img: { background: "#fff", borderRadius: 6, objectFit: "contain" },
});
const systemsList = css({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  li: { padding: "0.2rem 0.6rem", background: theme.colors.card, border: `1px solid ${theme.colors.line}`, borderRadius: "1rem", fontSize: "0.9rem" },
});

export const ChannelPage = ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }) => {
  const dispatch = useAppDispatch();
  const slug = params["slug"] ?? "";
  const fetched = useFetched(api.useChannelQuery({ params: { slug } }));
  const includeSeries = useAppSelector((state) => state.settings.filters.include_tvseries);
  const base = useAppSelector(selectLookup);
  const now = useAppSelector(selectNow);

  const page = fetched.phase === "loaded" ? fetched.value : null;
  const lookup = useMemo(() => {
    if (page === null) return base;
    const own = makeListingLookup({ films: page.films, series: page.tvseries, channels: [page.channel] });
    return { ...base, films: own.films, channels: new Map([...base.channels, ...own.channels]) };
  }, [base, page]);
  const shows = useMemo(() => {
    if (page === null) return [];
    const filters: Filters = { ...DEFAULT_FILTERS, system: { kind: CUSTOM_LIST, id: null }, include_tvseries: includeSeries };
    return buildListing({ shows: page.shows, lookup, filters, now, zone: LONDON, customChannelIds: [page.channel.id] });
  }, [page, lookup, includeSeries, now]);

  if (fetched.phase === "loading") return <Spinner />;
  const name = page?.channel.name ?? slug;
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{channelPageTitle(name)}</PageHeading>
      {page !== null && (
        <div css={header}>
          <ChannelLogo channel={page.channel} alt={`${page.channel.name} logo`} width={120} height={60} />
          <ul aria-label="Available on" css={systemsList}>
            {page.systems.map((system) => {
              const number = page.channel.systems.find(([id]) => id === system.id)?.[1];
              return (
                <li key={system.id}>
                  {system.name}
                  {number === undefined ? "" : ` ${number}`}
                </li>
              );
            })}
          </ul>
          <SwitchField label="include tv series" checked={includeSeries} onChange={(checked) => dispatch(filtersChanged({ include_tvseries: checked }))} />
        </div>
      )}
      {shows.length === 0 ? (
        <p css={noticeStyle}>{channelPageEmpty(name)}</p>
      ) : (
        <>
          <p css={{ fontWeight: 600 }}>{filmCount(onePerFilm(shows).length)}</p>
          <ShowsTable shows={shows} lookup={lookup} now={now} />
        </>
      )}
    </section>
  );
};
