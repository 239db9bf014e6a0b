import { useMemo, useState } from "react";
import { LONDON } from "../../domain/broadcast-day.ts";
import { FREEVIEW, isStreamingSource } from "../../domain/channel-source.ts";
import { DEFAULT_FILTERS } from "../../domain/filters.ts";
import { NO_FILMS_TO_DISPLAY, filmCount } from "../../domain/presentation.ts";
import { loadCompleteListLabel, selectSelection, selectionPage, selectionTitle, SELECTION_PAGE_SIZE, type Selection } from "../../domain/selections.ts";
import { useAppSelector } from "../app/store.ts";
import { buttonStyle } from "../controls/button-styles.ts";
import { Spinner } from "../controls/spinner.tsx";
import {
  selectBasicData,
  selectCustomChannelIds,
  selectFilters,
  selectFlagSets,
  selectLookup,
  selectNow,
  selectUser,
  showsFor,
  type ListingKind,
  useListings,
} from "../features/listings/index.ts";
import { channelSourceGroups, sourceLabel } from "../features/settings/index.ts";
import { ShowsTable } from "../features/shows/index.ts";
import { PageHeading, noticeStyle } from "./page-heading.tsx";

const TODAY: ReadonlyArray<ListingKind> = ["today"];
const WEEK: ReadonlyArray<ListingKind> = ["today", "week"];

const SelectionPage = ({ selection }: { readonly selection: Selection }) => {
  const kinds = selection === "tonight" ? TODAY : WEEK;
  useListings(kinds);
  const status = useAppSelector((state) => state.listings.status);
  const batches = useAppSelector((state) => state.listings.batches);
  const lookup = useAppSelector(selectLookup);
  const now = useAppSelector(selectNow);
  const flags = useAppSelector(selectFlagSets);
  const custom = useAppSelector(selectCustomChannelIds);
  const user = useAppSelector(selectUser);
  const data = useAppSelector(selectBasicData);
  const userFilters = useAppSelector(selectFilters);
  const [complete, setComplete] = useState(false);

  const source = isStreamingSource(userFilters.system) ? FREEVIEW : userFilters.system;
  const groups = channelSourceGroups(user.logged_in, user.channel_lists, data?.systems ?? [], data?.streaming_services ?? []);
  const systemName = sourceLabel(groups, source) || "Freeview";

  const chosen = useMemo(() => {
    const filters = {
      ...DEFAULT_FILTERS,
      system: source,
      hide_watched: userFilters.hide_watched,
      hide_not_interested: userFilters.hide_not_interested,
      hide_alerts: userFilters.hide_alerts,
    };
    return selectSelection(selection, { shows: showsFor(kinds, batches), lookup, filters, flags, now, zone: LONDON, customChannelIds: custom });
  }, [selection, source, userFilters, kinds, batches, lookup, flags, now, custom]);

  const loaded = kinds.some((kind) => status[kind] === "loaded" || status[kind] === "failed");
  const shown = selectionPage(chosen, complete);
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{selectionTitle(selection, systemName)}</PageHeading>
      {!loaded ? (
        <Spinner />
      ) : chosen.length === 0 ? (
        <p css={noticeStyle}>{NO_FILMS_TO_DISPLAY}</p>
      ) : (
        <>
          <p css={{ fontWeight: 600 }}>{filmCount(chosen.length)}</p>
          <ShowsTable shows={shown} lookup={lookup} now={now} />
          {!complete && chosen.length > SELECTION_PAGE_SIZE && (
            <p>
              <button type="button" css={buttonStyle} onClick={() => setComplete(true)}>
                {loadCompleteListLabel(chosen.length)}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
};

export const TonightPage = () => <SelectionPage selection="tonight" />;
export const FamilyPage = () => <SelectionPage selection="family" />;
export const PremierePage = () => <SelectionPage selection="premiere" />;
export const XmasPage = () => <SelectionPage selection="xmas" />;
