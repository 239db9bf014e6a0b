import { css } from "@emotion/react";
import { titleWithYears } from "../../domain/presentation.ts";
import { Link } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { formatShowTime } from "../../domain/london-time.ts";
import { theme } from "../app/theme.ts";
import { Spinner } from "../controls/spinner.tsx";
import { FlagSwitches, posterFallback } from "../features/shows/index.ts";
import { MembersOnly } from "./member-pages.tsx";
import { PageHeading, noticeStyle } from "./page-heading.tsx";
import { api } from "../app/contract-api.ts";
import { useFetched } from "../app/use-fetched.ts";

export const NO_RECOMMENDATIONS =
  "No recommendations yet. Mark the films you have seen as watched and rate them, and we will suggest films coming up on TV this week.";

const list = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.9rem",
  "& > li": {
    display: "grid",
    gridTemplateColumns: "80px minmax(0, 1fr)",
    gap: "0.4rem 1rem",
    padding: "0.75rem",
    background: theme.colors.card,
    borderRadius: theme.radius,
    boxShadow: theme.shadow,
  },
  img: { width: 80, height: 120, objectFit: "cover", borderRadius: 6, background: theme.colors.line, display: "block" },
  h2: { margin: 0, fontSize: "1.1rem" },
  "h2 a": { color: theme.colors.ink },
  p: { margin: "0.2rem 0" },
});

const RecommendationList = () => {
  const fetched = useFetched(api.useRecommendationsQuery());
  if (fetched.phase === "loading") return <Spinner label="Finding films for you…" />;
  if (fetched.phase === "failed") return <p css={noticeStyle}>Recommendations are not available right now.</p>;
  if (fetched.value.films.length === 0) return <p css={noticeStyle}>{NO_RECOMMENDATIONS}</p>;
  return (
    <ul css={list} aria-label="Recommended films">
      {fetched.value.films.map((film) => {
        const path = pathFor("Film Page", { slug: film.slug });
        return (
          <li key={film.tconst}>
            <Link href={path} tabIndex={-1} aria-hidden="true">
              <img src={film.poster_url ?? posterFallback(film.slug)} alt="" width={80} height={120} loading="lazy" />
            </Link>
            <div>
              <h2>
                <Link href={path}>{titleWithYears({ title: film.title, year: film.year })}</Link>
              </h2>
              <p css={{ color: theme.colors.inkSoft }}>
                Next on TV: <time dateTime={new Date(film.time).toISOString()}>{formatShowTime(film.time)}</time>
              </p>
              <p>
                <strong>Why:</strong> {film.reason}
              </p>
              <FlagSwitches tconst={film.tconst} title={film.title} year={film.year} />
            </div>
          </li>
        );
      })}
    </ul>
  );
};

export const RecommendationsPage = () => (
  <MembersOnly>
    <section aria-labelledby="page-heading">
      <PageHeading>Recommendations</PageHeading>
      <p css={{ marginTop: "-0.4rem", color: theme.colors.muted }}>Films on TV this week picked from the films you have watched and rated.</p>
      <RecommendationList />
    </section>
  </MembersOnly>
);
