import { useEffect, useMemo } from "react";
import { INVALID_FILM_PAGE, INVALID_SERIES_PAGE } from "../../domain/page-texts.ts";
import { titleWithYears } from "../../domain/presentation.ts";
import { useAdvert } from "../features/ads/index.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { Spinner } from "../controls/spinner.tsx";
import { TitleDetails, titleKey, titleRequested, type TitleKind } from "../features/film/index.ts";
import { selectLookup, selectNow } from "../features/listings/index.ts";
import { noticeStyle } from "./page-heading.tsx";
import { siteName } from "../../adapters/http/contract/site-routes.ts";

type Params = Readonly<Record<string, string | undefined>>;

const TitlePage = ({ kind, slug }: { readonly kind: TitleKind; readonly slug: string }) => {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => state.titles.entries[titleKey(kind, slug)]);
  const lookup = useAppSelector(selectLookup);
  const now = useAppSelector(selectNow);
  const advert = useAdvert();

  useEffect(() => {
    void dispatch(titleRequested({ kind, slug }));
  }, [dispatch, kind, slug]);

  const details = entry?.status === "loaded" ? entry.details : null;
  const lookups = useMemo(() => {
    const channels = new Map(lookup.channels);
    for (const channel of details?.channels ?? []) channels.set(channel.id, channel);
    return { ...lookup, channels };
  }, [lookup, details]);

  useEffect(() => {
    if (details !== null) document.title = `${titleWithYears(details.title)} | ${siteName}`;
  }, [details]);

  if (entry === undefined || entry.status === "loading") return <Spinner />;
  if (entry.status === "failed")
    return (
      <h1 id="page-heading" css={noticeStyle}>
        {kind === "film" ? INVALID_FILM_PAGE : INVALID_SERIES_PAGE}
      </h1>
    );
  const film = entry.details.title;
  return <TitleDetails film={film} page={{ kind, slug: film.slug }} lookups={lookups} now={now} advert={advert} pageUrl={window.location.href} />;
};

export const FilmPage = ({ params }: { readonly params: Params }) => <TitlePage kind="film" slug={params["slug"] ?? ""} />;
export const SeriesPage = ({ params }: { readonly params: Params }) => <TitlePage kind="tvseries" slug={params["slug"] ?? ""} />;
