import { useMemo } from "react";
import { css } from "@emotion/react";
import { LONDON, broadcastDayStartOf, highlightsDate } from "../../domain/broadcast-day.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { HIGHLIGHTS_TITLE } from "../../domain/page-texts.ts";
import { formatLongDate } from "../../domain/london-time.ts";
import { useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { Spinner } from "../controls/spinner.tsx";
import { HIGHLIGHT_SECTIONS } from "../features/highlights/index.ts";
import { useAdvert } from "../features/ads/index.ts";
import { selectLookup, selectNow } from "../features/listings/index.ts";
import { AdSlot, FilmRow, showFacts } from "../features/shows/index.ts";
import { PageHeading, noticeStyle } from "./page-heading.tsx";
import { api } from "../app/contract-api.ts";
import { useFetched } from "../app/use-fetched.ts";

const sections = css({ display: "grid", gap: "1.25rem", h2: { margin: "0 0 0.5rem", fontSize: "1.2rem" } });

// The picks change with the broadcast day: a new day mounts the page's content anew, which asks for them again.
export const HighlightsPage = () => {
  const day = highlightsDate(useAppSelector(selectNow), LONDON);
  return <DayHighlights key={`${day.year}-${day.month}-${day.day}`} />;
};

const DayHighlights = () => {
  const now = useAppSelector(selectNow);
  const lookup = useAppSelector(selectLookup);
  const advert = useAdvert();
  const day = highlightsDate(now, LONDON);
  const fetched = useFetched(api.useTopQuery(undefined, { refetchOnMountOrArgChange: true }));

  const merged = useMemo(() => {
    if (fetched.phase !== "loaded") return lookup;
    const picks = HIGHLIGHT_SECTIONS.flatMap(({ key }) => fetched.value[key] ?? []);
    const own = makeListingLookup({ films: picks.map((pick) => pick.film), channels: fetched.value.channels });
    return { ...lookup, films: new Map([...lookup.films, ...own.films]), channels: new Map([...lookup.channels, ...own.channels]) };
  }, [fetched, lookup]);

  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{HIGHLIGHTS_TITLE}</PageHeading>
      <p css={{ marginTop: "-0.5rem", color: theme.colors.muted }}>Picked for {formatLongDate(broadcastDayStartOf(day, LONDON))}</p>
      {fetched.phase === "loading" && <Spinner />}
      {fetched.phase === "failed" && <p css={noticeStyle}>The highlights are not available right now.</p>}
      {fetched.phase === "loaded" && (
        <div css={sections}>
          {HIGHLIGHT_SECTIONS.map(({ key, title }, index) => {
            const pick = fetched.value[key];
            const facts = pick === null ? null : showFacts(pick.show, merged, "table", now);
            return (
              <section key={key} aria-labelledby={`highlight-${key}`}>
                <h2 id={`highlight-${key}`}>{title}</h2>
                {facts === null ? (
                  <p>No film this week.</p>
                ) : (
                  <FilmRow
                    headingLevel={3}
                    facts={facts}
                    certificate={facts.film.certificate === null ? undefined : merged.certificates.get(facts.film.certificate)}
                  />
                )}
                {index % 2 === 1 && (
                  <div css={{ marginTop: "0.75rem" }}>
                    <AdSlot advert={advert} />
                  </div>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
};
