import { css } from "@emotion/react";
import { Link, useLocation } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { theme } from "../app/theme.ts";

const bar = css({
  display: "none",
  [theme.breakpoints.phone]: {
    display: "flex",
    position: "fixed",
    bottom: 0,
    left: 0,
    right: 0,
    zIndex: 10,
    background: theme.colors.ink,
    justifyContent: "space-around",
    // Room for the feedback button, which sits at the bar's right end on a phone.
    paddingRight: "2.9rem",
  },
  a: { flex: 1, textAlign: "center", padding: "0.75rem 0.1rem", color: "#fff", textDecoration: "none", fontSize: "0.8rem", whiteSpace: "nowrap" },
  "a[aria-current='page']": { background: theme.colors.accent, color: theme.colors.ink, fontWeight: 700 },
});

export const BottomBar = () => {
  const [location] = useLocation();
  const entries: ReadonlyArray<{ readonly label: string; readonly path: string; readonly section?: string }> = [
    { label: "Family", path: pathFor("Family Page") },
    { label: "Tonight", path: pathFor("Tonight Page") },
    { label: "All week", path: pathFor("Main Page") },
    { label: "Premiere", path: pathFor("Premiere Page") },
    { label: "Channels", path: pathFor("Channels Page"), section: "/channel/" },
  ];
  return (
    <nav css={bar} aria-label="Quick">
      {entries.map((entry) => (
        <Link
          key={entry.path}
          href={entry.path}
          aria-current={location === entry.path || (entry.section !== undefined && location.startsWith(entry.section)) ? "page" : undefined}
        >
          {entry.label}
        </Link>
      ))}
    </nav>
  );
};
