import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { useAppDispatch } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { modalOpened } from "../features/modals/index.ts";
import { otherAppsRequested } from "../features/other-apps/index.ts";
import { COMPANY_NAME, COMPANY_URL, CONTACT_EMAIL, COPYRIGHT, SOCIAL_LINKS } from "./company.ts";

const footer = css({
  marginTop: "3rem",
  padding: "1.5rem 1rem 2rem",
  background: theme.colors.ink,
  color: "#e6e6f0",
  fontSize: "0.9rem",
  a: { color: "#fff" },
  ul: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem 1.25rem", listStyle: "none", padding: 0, margin: "0.75rem 0" },
  [theme.breakpoints.phone]: { paddingBottom: "5rem" },
});

const inner = css({ maxWidth: 1400, margin: "0 auto" });

const attribution = css({
  display: "inline-flex",
  alignItems: "center",
  padding: "0.2rem 0.55rem",
  borderRadius: 4,
  fontWeight: 700,
  textDecoration: "none",
  fontSize: "0.8rem",
});

const textButton = css({ border: 0, background: "none", color: "#fff", font: "inherit", textDecoration: "underline", cursor: "pointer", padding: 0 });

const ATTRIBUTIONS = [
  { name: "YouTube", url: "https://www.youtube.com", style: { background: "#c00", color: "#fff" }, role: "trailers" },
  { name: "Rotten Tomatoes", url: "https://www.rottentomatoes.com", style: { background: "#c4260a", color: "#fff" }, role: "ratings" },
  { name: "IMDb", url: "https://www.imdb.com", style: { background: theme.colors.accent, color: "#000" }, role: "ratings" },
  { name: "TMDB", url: "https://www.themoviedb.org", style: { background: "#0d253f", color: "#90cea1", border: "1px solid #90cea1" }, role: "film data" },
] as const;

export const Footer = () => {
  const dispatch = useAppDispatch();
  return (
    <footer css={footer}>
      <div css={inner}>
        <ul aria-label="Data sources">
          {ATTRIBUTIONS.map((source) => (
            <li key={source.name}>
              <a
                href={source.url}
                css={css(attribution, { "&&": source.style })}
                target="_blank"
                rel="noopener noreferrer"
                title={`${source.role} from ${source.name}`}
              >
                {source.name}
              </a>
            </li>
          ))}
        </ul>
        <p css={{ margin: 0 }}>Trailers from YouTube. Ratings from Rotten Tomatoes and IMDb. Film data from The Movie Database (TMDB).</p>
        <ul aria-label="Site">
          <li>
            <Link href={pathFor("Terms of Service Page")}>Terms of Service</Link>
          </li>
          <li>
            <Link href={pathFor("Privacy Page")}>Privacy</Link>
          </li>
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`}>Contact</a>
          </li>
          <li>
            <Link href={pathFor("Testimonials Page")}>Testimonials</Link>
          </li>
          <li>
            <button
              type="button"
              css={textButton}
              onClick={() => {
                void dispatch(otherAppsRequested());
                dispatch(modalOpened("other-apps"));
              }}
            >
              More apps
            </button>
          </li>
        </ul>
        <ul aria-label="Social">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
        <p css={{ margin: 0 }}>
          {COPYRIGHT}{" "}
          <a href={COMPANY_URL} target="_blank" rel="noopener noreferrer">
            {COMPANY_NAME}
          </a>
        </p>
      </div>
    </footer>
  );
};
