import { css, keyframes } from "@emotion/react";
import { Link } from "wouter";
import { theme } from "../app/theme.ts";

export const MARQUEE_CYCLE_MS = 170_000;
export const MARQUEE_SPACING_PX = 20;

export interface QuickLink {
  readonly label: string;
  readonly href: string;
}

const slide = keyframes({ from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } });

const strip = css({
  overflow: "hidden",
  background: theme.colors.inkSoft,
  color: "#fff",
  whiteSpace: "nowrap",
  fontSize: "0.9rem",
  "&:hover .marquee-track, &:focus-within .marquee-track": { animationPlayState: "paused" },
  "@media (prefers-reduced-motion: reduce)": { overflowX: "auto", ".marquee-track": { animation: "none" } },
});

const track = css({
  display: "inline-flex",
  animation: `${slide} ${MARQUEE_CYCLE_MS}ms linear infinite`,
  ul: { display: "inline-flex", listStyle: "none", margin: 0, padding: 0 },
  li: { paddingRight: `${MARQUEE_SPACING_PX}px` },
  a: { display: "inline-block", padding: "0.4rem 0", color: "#fff", textDecoration: "none" },
  "a:hover, a:focus-visible": { textDecoration: "underline" },
  "li::before": { content: '"★"', color: theme.colors.accent, paddingRight: `${MARQUEE_SPACING_PX / 2}px` },
});

// The list is rendered twice so the strip loops seamlessly; the copy is hidden from assistive technology.
export const QuickLinksMarquee = ({ links }: { readonly links: ReadonlyArray<QuickLink> }) => (
  <nav css={strip} aria-label="Quick links">
    <div css={track} className="marquee-track">
      {[false, true].map((copy) => (
        <ul key={String(copy)} aria-hidden={copy || undefined}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} tabIndex={copy ? -1 : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ))}
    </div>
  </nav>
);
