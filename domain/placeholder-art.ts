/**
 * The site's own artwork for a film without a poster or a channel without a logo: a coloured card with the title or name.
 * The server draws it as SVG (`/posters/<slug>.svg`, `/logos/<slug>.svg`) for pages that need an image address; the listing
 * draws the same card in the row itself, with no image to fetch or decode.
 */

const PALETTE = ["#1b1f3b", "#3a3f66", "#5b2a86", "#0f4c5c", "#7a1f2b", "#2d5016", "#6b4e16", "#1d3557"] as const;

/** The frame and caption colour of a generated poster. */
export const PLACEHOLDER_ACCENT = "#f5c518";

const hashOf = (text: string): number => {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
};

/** The background of a title's or name's generated artwork: always the same colour for the same text. */
export const placeholderColour = (text: string): string => PALETTE[hashOf(text) % PALETTE.length] as string;

export const generatedPosterPath = (slug: string): string => `/posters/${encodeURIComponent(slug)}.svg`;

export const generatedLogoPath = (slug: string): string => `/logos/${encodeURIComponent(slug)}.svg`;

const GENERATED = /^\/(?:posters|logos)\/[^/]+\.svg$/;

/** Whether an image address is a real poster or logo: set, and not the site's own generated artwork. */
export const isOwnImage = (url: string | null | undefined): url is string => url !== null && url !== undefined && url !== "" && !GENERATED.test(url);

/** The years a generated poster shows: a film's year, a series' span (`2001-2005`). */
export const posterYears = (title: { readonly year: number | null; readonly year_end?: number | null | undefined }, isSeries: boolean): string =>
  title.year === null ? "" : isSeries ? `${title.year}-${title.year_end ?? ""}` : String(title.year);
