import type { ReactNode } from "react";
import { css } from "@emotion/react";
import { Link, useLocation } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { bestOfYearLinks } from "../../domain/best-of-year.ts";
import { theme } from "../app/theme.ts";
import { visuallyHidden } from "../app/visually-hidden.ts";
import { DropdownMenu } from "./dropdown-menu.tsx";

// The header is what sticks: a sticky navbar inside a header of its own height never would.
const header = css({ position: "sticky", top: 0, zIndex: 10 });

const bar = css({
  display: "flex",
  alignItems: "center",
  gap: "0.25rem 0.5rem",
  padding: "0.4rem 1rem",
  background: theme.colors.ink,
  color: "#fff",
  flexWrap: "wrap",
  [theme.breakpoints.phone]: { padding: "0.3rem 0.35rem", gap: "0.1rem" },
});

export const navButton = css({
  color: "#fff",
  background: "none",
  border: 0,
  font: "inherit",
  fontSize: "0.95rem",
  textDecoration: "none",
  padding: "0.5rem 0.6rem",
  borderRadius: theme.radius,
  cursor: "pointer",
  whiteSpace: "nowrap",
  "&:hover, &:focus-visible": { background: theme.colors.inkSoft },
  [theme.breakpoints.phone]: { padding: "0.4rem 0.3rem", fontSize: "0.8rem" },
});

const desktopOnly = css({ [theme.breakpoints.phone]: { display: "none" } });
// On a phone a label keeps its full accessible name but shows less of it, so the navbar stays on one line.
const wideOnlyText = css({ [theme.breakpoints.phone]: visuallyHidden });

const SearchIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    aria-hidden="true"
    css={{ display: "none", verticalAlign: "middle", [theme.breakpoints.phone]: { display: "inline" } }}
  >
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
  </svg>
);

const cta = css(navButton, {
  background: theme.colors.accent,
  color: theme.colors.ink,
  fontWeight: 600,
  "&:hover, &:focus-visible": { background: theme.colors.accentDark },
});

export interface NavbarStreamingEntry {
  readonly slug: string;
  readonly nameDisplay: string;
  readonly path: string;
}

export interface NavbarProps {
  readonly streaming: ReadonlyArray<NavbarStreamingEntry>;
  readonly currentYear: number;
  readonly onSearch: () => void;
  readonly onSignUp: () => void;
  readonly onLogIn: () => void;
  /** The bell and avatar menu of a logged-in user; null for a visitor; undefined while nobody knows yet. */
  readonly memberMenu?: ReactNode;
}

export const Navbar = ({ streaming, currentYear, onSearch, onSignUp, onLogIn, memberMenu }: NavbarProps) => {
  const [location, navigate] = useLocation();
  const [lastYear] = bestOfYearLinks(currentYear);
  const customLists = [
    { label: "Tonight", path: pathFor("Tonight Page") },
    { label: "Family", path: pathFor("Family Page") },
    { label: "Premiere", path: pathFor("Premiere Page") },
    { label: "Xmas Films", path: pathFor("Xmas Page") },
    { label: "Highlights", path: pathFor("Highlights Page") },
    { label: "Best of last year", path: pathFor("Best of Year Page", { year: lastYear }) },
  ];

  return (
    <header css={header}>
      <nav css={bar} aria-label="Main">
        <a
          href="/"
          css={css(navButton, { display: "flex", alignItems: "center", gap: "0.4rem", fontWeight: 700, fontSize: "1.1rem" })}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            if (location === "/" && window.history.length > 1) window.history.back();
            else navigate("/");
          }}
        >
          <img src="/logo.svg" alt="" width={26} height={26} />
          <span css={wideOnlyText}>TellyFilms</span>
        </a>
        <Link href={pathFor("Main Page")} css={css(navButton, desktopOnly)} aria-current={location === "/" ? "page" : undefined}>
          All Week
        </Link>
        <Link href={pathFor("Channels Page")} css={css(navButton, desktopOnly)} aria-current={location === pathFor("Channels Page") ? "page" : undefined}>
          By Channel
        </Link>
        <DropdownMenu
          label={
            <>
              <span css={wideOnlyText}>Custom </span>Lists
            </>
          }
          buttonCss={navButton}
        >
          {(close) =>
            customLists.map((entry) => (
              <li key={entry.path}>
                <Link href={entry.path} onClick={close}>
                  {entry.label}
                </Link>
              </li>
            ))
          }
        </DropdownMenu>
        <DropdownMenu label="Streaming" buttonCss={navButton}>
          {(close) =>
            streaming.length === 0 ? (
              <li>
                <span css={{ display: "block", padding: "0.5rem 1rem", color: theme.colors.muted }}>Loading services…</span>
              </li>
            ) : (
              streaming.map((service) => (
                <li key={service.slug}>
                  <Link href={service.path} onClick={close}>
                    {service.nameDisplay}
                  </Link>
                </li>
              ))
            )
          }
        </DropdownMenu>
        <button type="button" css={navButton} onClick={onSearch}>
          <SearchIcon />
          <span css={wideOnlyText}>Search</span>
        </button>
        <span css={{ flex: 1 }} />
        {memberMenu === null ? (
          <>
            <button type="button" css={cta} onClick={onSignUp}>
              Sign up
            </button>
            <button type="button" css={navButton} onClick={onLogIn}>
              Log in
            </button>
          </>
        ) : (
          memberMenu
        )}
      </nav>
    </header>
  );
};
