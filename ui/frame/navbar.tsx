import { css } from "@emotion/react";
import { Link, useLocation } from "wouter";
import { pathFor } from "../../adapters/http/contract/site-routes.ts";
import { theme } from "../app/theme.ts";
import { DropdownMenu } from "./dropdown-menu.tsx";

const bar = css({
  position: "sticky",
  top: 0,
  zIndex: 10,
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: "0.5rem 1rem",
  background: theme.colors.ink,
  color: "#fff",
  flexWrap: "wrap",
});

const navButton = css({
  color: "#fff",
  background: "none",
  border: 0,
  font: "inherit",
  textDecoration: "none",
  padding: "0.5rem 0.6rem",
  borderRadius: theme.radius,
  cursor: "pointer",
  "&:hover, &:focus-visible": { background: theme.colors.inkSoft },
});

const cta = css(navButton, {
  background: theme.colors.accent,
  color: theme.colors.ink,
  fontWeight: 600,
  "&:hover, &:focus-visible": { background: theme.colors.accentDark },
});

const lastYear = (now: Date) => now.getFullYear() - 1;

export interface NavbarStreamingEntry {
  readonly slug: string;
  readonly nameDisplay: string;
  readonly path: string;
}

export interface NavbarProps {
  readonly streaming: ReadonlyArray<NavbarStreamingEntry>;
  readonly now: Date;
  readonly onSearch: () => void;
  readonly onSignUp: () => void;
  readonly onLogIn: () => void;
}

export const Navbar = ({ streaming, now, onSearch, onSignUp, onLogIn }: NavbarProps) => {
  const [location] = useLocation();
  const customLists = [
    { label: "Tonight", path: pathFor("Tonight Page") },
    { label: "Family", path: pathFor("Family Page") },
    { label: "Premiere", path: pathFor("Premiere Page") },
    { label: "Xmas Films", path: pathFor("Xmas Page") },
    { label: "Highlights", path: pathFor("Highlights Page") },
    { label: "Best of last year", path: pathFor("Best of Year Page", { year: lastYear(now) }) },
  ];

  return (
    <header>
      <nav css={bar} aria-label="Main">
        <a
          href="/"
          css={css(navButton, { display: "flex", alignItems: "center", gap: "0.5rem", fontWeight: 700, fontSize: "1.15rem" })}
          onClick={(event) => {
            if (location === "/" && window.history.length > 1) {
              event.preventDefault();
              window.history.back();
            }
          }}
        >
          <img src="/logo.svg" alt="" width={28} height={28} />
          TellyFilms
        </a>
        <Link href={pathFor("Main Page")} css={navButton}>
          All Week
        </Link>
        <Link href={pathFor("Channels Page")} css={navButton}>
          By Channel
        </Link>
        <DropdownMenu label="Custom Lists" buttonCss={navButton}>
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
          Search
        </button>
        <span css={{ flex: 1 }} />
        <button type="button" css={cta} onClick={onSignUp}>
          Sign up
        </button>
        <button type="button" css={navButton} onClick={onLogIn}>
          Log in
        </button>
      </nav>
    </header>
  );
};
