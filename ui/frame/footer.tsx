import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { theme } from "../app/theme.ts";

const footer = css({
  marginTop: "3rem",
  padding: "1.5rem 1rem 5rem",
  background: theme.colors.ink,
  color: "#e6e6f0",
  fontSize: "0.9rem",
  a: { color: "#fff" },
  ul: { display: "flex", flexWrap: "wrap", gap: "1rem", listStyle: "none", padding: 0, margin: "0.5rem 0" },
});

export const Footer = () => (
  <footer css={footer}>
    <p>Trailers from YouTube. Ratings from Rotten Tomatoes and IMDb. Film data from The Movie Database (TMDB).</p>
    <ul>
      <li>
        <Link href={pathFor("Terms of Service Page")}>Terms of Service</Link>
      </li>
      <li>
        <Link href={pathFor("Privacy Page")}>Privacy</Link>
      </li>
      <li>
        <a href="mailto:hello@tellyfilms.example">Contact</a>
      </li>
      <li>
        <Link href={pathFor("Testimonials Page")}>Testimonials</Link>
      </li>
    </ul>
    <p>© 2014-2025 TellyFilms</p>
  </footer>
);
