import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { theme } from "../../app/theme.ts";

export const SHARE_POPUP = { width: 626, height: 436 } as const;
export const COPY_FEEDBACK_MS = 2000;

const shareTargets = (url: string, text: string) => [
  { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
  { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}` },
  { name: "Whatsapp", href: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${url}`)}` },
  { name: "Email", href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(url)}` },
];

const list = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
  a: {
    display: "inline-block",
    padding: "0.35rem 0.75rem",
    borderRadius: "1rem",
    border: `1px solid ${theme.colors.line}`,
    color: theme.colors.ink,
    textDecoration: "none",
    background: theme.colors.card,
  },
  "a:hover, button:hover": { background: theme.colors.paper },
  button: {
    font: "inherit",
    cursor: "pointer",
    padding: "0.35rem 0.75rem",
    borderRadius: "1rem",
    border: `1px solid ${theme.colors.line}`,
    color: theme.colors.ink,
    background: theme.colors.card,
  },
});

const CopyLink = ({ url }: { readonly url: string }) => {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => undefined,
        );
      }}
    >
      <span aria-live="polite">{copied ? "Link copied!" : "Copy link"}</span>
    </button>
  );
};

export const ShareLinks = ({ url, text }: { readonly url: string; readonly text: string }) => (
  <ul css={list} aria-label="Share">
    {shareTargets(url, text).map((target) => (
      <li key={target.name}>
        <a
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => {
            if (target.name === "Email") return;
            event.preventDefault();
            const left = Math.max(0, (window.screen.width - SHARE_POPUP.width) / 2);
            const top = Math.max(0, (window.screen.height - SHARE_POPUP.height) / 2);
            window.open(target.href, "share", `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener`);
          }}
        >
          {target.name === "Email" ? "Share by Email" : `Share on ${target.name}`}
        </a>
      </li>
    ))}
    <li>
      <CopyLink url={url} />
    </li>
  </ul>
);
