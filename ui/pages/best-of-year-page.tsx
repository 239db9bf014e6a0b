import { useMemo } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { BEST_OF_YEAR_COUNT, bestOfYearNav, bestOfYearTitle, checkBestOfYear, rankBestOfYear } from "../../domain/best-of-year.ts";
import { LONDON } from "../../domain/broadcast-day.ts";
import { makeListingLookup } from "../../domain/listing-lookup.ts";
import { localYear } from "../../domain/zoned-time.ts";
import { useAppSelector } from "../app/store.ts";
import { buttonStyle } from "../controls/button-styles.ts";
import { Spinner } from "../controls/spinner.tsx";
import { selectLookup, selectNow } from "../features/listings/index.ts";
import { FilmsPanel } from "../features/people/index.ts";
import { PageHeading, noticeStyle } from "./page-heading.tsx";
import { api } from "../app/contract-api.ts";
import { useFetched } from "../app/use-fetched.ts";

const nav = css({ display: "flex", justifyContent: "space-between", gap: "1rem", margin: "0 0 1rem" });

const BestOfYear = ({ year }: { readonly year: number }) => {
  const lookup = useAppSelector(selectLookup);
  const currentYear = localYear(useAppSelector(selectNow), LONDON);
  const fetched = useFetched(api.useBestOfYearQuery({ params: { year: String(year) }, query: { n: BEST_OF_YEAR_COUNT } }));
  const films = useMemo(() => (fetched.phase === "loaded" ? rankBestOfYear(fetched.value.films) : []), [fetched]);
  const withFilms = useMemo(() => ({ ...lookup, films: makeListingLookup({ films }).films }), [lookup, films]);
  const links = bestOfYearNav(year, currentYear);
  return (
    <section aria-labelledby="page-heading">
      <PageHeading>{bestOfYearTitle(year)}</PageHeading>
      <nav css={nav} aria-label="Other years">
        {links.previous !== null ? (
          <Link css={buttonStyle} href={pathFor("Best of Year Page", { year: links.previous })}>
            ◀ {links.previous}
          </Link>
        ) : (
          <span />
        )}
        {links.next !== null && (
          <Link css={buttonStyle} href={pathFor("Best of Year Page", { year: links.next })}>
            {links.next} ▶
          </Link>
        )}
      </nav>
      {fetched.phase === "loading" && <Spinner />}
      {fetched.phase === "failed" && <p css={noticeStyle}>The films of {year} are not available right now.</p>}
      {fetched.phase === "loaded" && <FilmsPanel films={films} lookup={withFilms} sortable={false} />}
    </section>
  );
};

export const BestOfYearPage = ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }) => {
  const currentYear = localYear(useAppSelector(selectNow), LONDON);
  const check = checkBestOfYear(params["year"] ?? "", currentYear);
  if (!check.valid)
    return (
      <h1 id="page-heading" css={noticeStyle}>
        {check.error}
      </h1>
    );
  return <BestOfYear year={check.year} />;
};
