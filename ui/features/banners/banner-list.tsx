import { useEffect, useState } from "react";
import { decodeHTML } from "entities";
import { css } from "@emotion/react";
import { visibleBanners, type BannerMessage } from "../../../domain/message.ts";
import { theme } from "../../app/theme.ts";
import { hideMessage, readHiddenMessages } from "./hidden-messages.ts";
import { whenIdle } from "../../app/when-idle.ts";

const list = css({
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  margin: "0 0 1rem",
  [theme.breakpoints.phone]: { gap: "0.3rem", margin: "0 0 0.5rem" },
});

const bannerStyle = css({
  display: "flex",
  alignItems: "flex-start",
  gap: "0.75rem",
  padding: "0.75rem 1rem",
  background: "#fff8db",
  border: `1px solid ${theme.colors.accentDark}`,
  borderRadius: theme.radius,
  a: { color: theme.colors.link },
  "& > div": { flex: 1 },
  [theme.breakpoints.phone]: { padding: "0.35rem 0.6rem", fontSize: "0.8rem", lineHeight: 1.3 },
});

const dismiss = css({
  border: 0,
  background: "none",
  fontSize: "1.25rem",
  lineHeight: 1,
  cursor: "pointer",
  padding: "0.1rem 0.4rem",
  borderRadius: theme.radius,
  color: theme.colors.ink,
  "&:hover": { background: "rgba(0,0,0,0.06)" },
});

type Sanitiser = (html: string) => string;

const SANITISER_DELAY_MS = 1500;
const SANITISER_IDLE_TIMEOUT_MS = 1000;

// Until the sanitiser arrives a banner shows as plain text; an inert parsed document runs no script. The server, which
// has no DOM, renders the text between the tags.
const plainText = (html: string): string =>
  import.meta.env.SSR ? decodeHTML(html.replace(/<[^>]*>/g, "")) : (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "");

const laterWhenIdle = (run: () => void): (() => void) => whenIdle(run, { delayMs: SANITISER_DELAY_MS, timeoutMs: SANITISER_IDLE_TIMEOUT_MS });

// The sanitiser is fetched after the first paint, once the page is idle, so it never delays the listing.
const useSanitiser = (needed: boolean): Sanitiser | null => {
  const [sanitiser, setSanitiser] = useState<Sanitiser | null>(null);
  useEffect(() => {
    if (!needed || sanitiser !== null) return;
    let cancelled = false;
    const cancelIdle = laterWhenIdle(() => {
      void import("./sanitise-html.ts").then((module) => {
        if (!cancelled) setSanitiser(() => module.sanitiseHtml);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [needed, sanitiser]);
  return sanitiser;
};

export const BannerList = ({ banners }: { readonly banners: ReadonlyArray<BannerMessage> }) => {
  const [hidden, setHidden] = useState<ReadonlyArray<number>>(readHiddenMessages);
  const shown = visibleBanners(banners, hidden);
  const sanitise = useSanitiser(shown.length > 0);
  if (shown.length === 0) return null;
  return (
    <div css={list} aria-label="Site messages" role="region">
      {shown.map((banner) => (
        <div key={banner.id} css={bannerStyle}>
          {sanitise === null ? <div>{plainText(banner.text)}</div> : <div dangerouslySetInnerHTML={{ __html: sanitise(banner.text) }} />}
          <button type="button" css={dismiss} aria-label="Dismiss message" onClick={() => setHidden(hideMessage(banner.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
};
