import { css } from "@emotion/react";
import { PLACEHOLDER_ACCENT, placeholderColour } from "../../domain/placeholder-art.ts";

// The generated poster and logo drawn by CSS in the page itself: no image request, no SVG to decode and rasterise for each
// row a scroll brings in. The text comes from data attributes through generated content, so it is painted but is not page
// text (the title link next to a poster stays the one text of the title); a logo names itself with aria-label instead.
// Font sizes follow the box's own width (container query units), so one style serves every size the pages use.

// Both centre their text by position, not by flex or grid: a caller's class may set the box's display (as for an image).
const poster = css({
  position: "relative",
  overflow: "hidden",
  boxSizing: "border-box",
  containerType: "inline-size",
  outline: `1px solid ${PLACEHOLDER_ACCENT}`,
  outlineOffset: -5,
  color: "#fff",
  textAlign: "center",
  "&::before": {
    content: "attr(data-title)",
    position: "absolute",
    left: "9%",
    right: "9%",
    top: "45%",
    transform: "translateY(-50%)",
    display: "-webkit-box",
    WebkitBoxOrient: "vertical",
    WebkitLineClamp: 5,
    overflow: "hidden",
    overflowWrap: "anywhere",
    fontFamily: "Georgia, serif",
    fontWeight: 700,
    fontSize: "clamp(10px, 11cqi, 22px)",
    lineHeight: 1.2,
  },
  "&::after": {
    content: "attr(data-years)",
    position: "absolute",
    left: 0,
    right: 0,
    bottom: "8%",
    color: PLACEHOLDER_ACCENT,
    fontFamily: "sans-serif",
    fontSize: "clamp(8px, 8cqi, 16px)",
  },
});

const logo = css({
  display: "inline-block",
  position: "relative",
  overflow: "hidden",
  boxSizing: "border-box",
  containerType: "inline-size",
  borderRadius: 4,
  color: "#fff",
  textAlign: "center",
  verticalAlign: "middle",
  "&::before": {
    content: "attr(data-name)",
    position: "absolute",
    left: 3,
    right: 3,
    top: "50%",
    transform: "translateY(-50%)",
    display: "-webkit-box",
    WebkitBoxOrient: "vertical",
    WebkitLineClamp: 2,
    overflow: "hidden",
    overflowWrap: "anywhere",
    fontFamily: "sans-serif",
    fontWeight: 700,
    fontSize: "clamp(8px, 14cqi, 16px)",
    lineHeight: 1.15,
  },
});

export interface DrawnPosterProps {
  readonly title: string;
  readonly years: string;
  /** Sizes it as the poster image would be (width, height or aspect ratio, rounding). */
  readonly className: string;
}

/** A film's generated poster, decorative: the row's title link names the film. */
export const DrawnPoster = ({ title, years, className }: DrawnPosterProps) => (
  <span className={className} css={poster} style={{ backgroundColor: placeholderColour(title) }} data-title={title} data-years={years} aria-hidden="true" />
);

export interface DrawnLogoProps {
  readonly name: string;
  /** What the logo says to assistive technology; empty for a decorative logo next to the name. */
  readonly label: string;
  readonly title?: string | undefined;
  readonly width: number;
  readonly height: number;
  readonly className?: string | undefined;
}

/** A channel's or service's generated logo. */
export const DrawnLogo = ({ name, label, title, width, height, className }: DrawnLogoProps) => (
  <span
    className={className}
    css={logo}
    style={{ width, height, backgroundColor: placeholderColour(name) }}
    data-name={name}
    title={title}
    {...(label === "" ? { "aria-hidden": true } : { role: "img", "aria-label": label })}
  />
);
