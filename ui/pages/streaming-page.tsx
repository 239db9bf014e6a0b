import { useMemo } from "react";
import { STREAMING_SERVICE, type ChannelSource } from "../../domain/channel-source.ts";
import { SEARCH_ALL_FILMS } from "../../domain/presentation.ts";
import { streamingPageTitle } from "../../domain/page-texts.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { buttonStyle } from "../controls/button-styles.ts";
import { Spinner } from "../controls/spinner.tsx";
import { selectServices } from "../features/listings/index.ts";
import { searchOpened } from "../features/modals/index.ts";
import { ListingSection } from "../features/shows/index.ts";
import { noticeStyle } from "./page-heading.tsx";

export const INVALID_SERVICE = "Unknown streaming service";

export const StreamingPage = ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }) => {
  const dispatch = useAppDispatch();
  const services = useAppSelector(selectServices);
  const loaded = useAppSelector((state) => state.basicData.status === "loaded" || state.basicData.status === "failed");
  const service = services.find((candidate) => candidate.slug === params["system"]);
  const source = useMemo((): ChannelSource | null => (service === undefined ? null : { kind: STREAMING_SERVICE, id: service.id }), [service]);
  if (!loaded) return <Spinner />;
  if (service === undefined || source === null)
    return (
      <h1 id="page-heading" css={noticeStyle}>
        {INVALID_SERVICE}
      </h1>
    );
  return (
    <ListingSection
      source={source}
      heading={() => streamingPageTitle(service.name_display)}
      actions={
        <button type="button" css={buttonStyle} onClick={() => dispatch(searchOpened(undefined))}>
          {SEARCH_ALL_FILMS}
        </button>
      }
    />
  );
};
