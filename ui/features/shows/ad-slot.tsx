import { css, type SerializedStyles } from "@emotion/react";
import type { AdvertSlot } from "../../../domain/advert.ts";
import { theme } from "../../app/theme.ts";

const slot = css({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: "0.5rem 0.75rem",
  border: `1px dashed ${theme.colors.line}`,
  borderRadius: theme.radius,
  color: theme.colors.muted,
  fontSize: "0.85rem",
  background: "#fbfbfe",
  // One height whether the advert is an image or a name, and the same for the place kept while it is chosen.
  boxSizing: "border-box",
  minHeight: 78,
  a: { color: theme.colors.link },
  // The image's height is kept before it loads (lazily): the rows and the listing below never move when it arrives.
  img: { height: 60, width: "auto", maxWidth: "100%", objectFit: "contain" },
  // On a phone the slot is lower (a 40 px image), so the first film row, its switches included, stays above the bottom bar.
  [theme.breakpoints.phone]: { padding: "0.25rem 0.5rem", fontSize: "0.75rem", minHeight: 50, img: { height: 40 } },
  ".ad-slot-label": { fontSize: "0.7rem", textTransform: "uppercase", letterSpacing: "0.05em" },
});

const kept = css({ visibility: "hidden" });

const placementRules = {
  inline: css({}),
  top: css({ marginBottom: "1rem", [theme.breakpoints.phone]: { marginBottom: "0.5rem" } }),
  bottom: css({ marginTop: "1.5rem" }),
};

type Placement = keyof typeof placementRules;

// Each placement's style, shown and kept, composed once: an advert sits under every few rows of a listing.
const placements = Object.fromEntries(
  Object.entries(placementRules).map(([placement, rules]) => [placement, { shown: css(slot, rules), kept: css(slot, rules, kept) }]),
) as Record<Placement, { readonly shown: SerializedStyles; readonly kept: SerializedStyles }>;

export const AdSlot = ({ advert, placement = "inline" }: { readonly advert: AdvertSlot | undefined; readonly placement?: Placement }) => {
  if (advert === null || advert === undefined) return null;
  // The advert may still come: its place is kept (empty and hidden), so nothing below moves when it does.
  if (advert === "pending") return <div css={placements[placement].kept} aria-hidden="true" data-ad-slot-pending={placement} />;
  const content = advert.image_url !== null ? <img src={advert.image_url} alt={advert.name} loading="lazy" /> : <span>{advert.name}</span>;
  return (
    <div css={placements[placement].shown} data-ad-slot={placement}>
      <span className="ad-slot-label">Advert</span>
      {advert.link_url === null ? (
        content
      ) : (
        <a href={advert.link_url} target="_blank" rel="noopener noreferrer sponsored">
          {content}
        </a>
      )}
    </div>
  );
};
