import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";

export const FEEDBACK_LABEL_DELAY_MS = 300;

const button = css({
  position: "fixed",
  right: "1rem",
  bottom: "1rem",
  zIndex: 30,
  display: "inline-flex",
  alignItems: "center",
  gap: "0.4rem",
  padding: "0.6rem 0.9rem",
  border: 0,
  borderRadius: "2rem",
  background: theme.colors.accent,
  color: theme.colors.ink,
  font: "inherit",
  fontWeight: 700,
  boxShadow: "0 6px 18px rgba(0,0,0,0.25)",
  cursor: "pointer",
  // On a phone the button sits in the space the bottom bar keeps free for it, never over the content.
  [theme.breakpoints.phone]: { bottom: "0.3rem", right: "0.4rem", padding: "0.5rem", span: visuallyHidden },
  [theme.breakpoints.tiny]: { display: "none" },
});

export const FeedbackButton = ({ onClick }: { readonly onClick: () => void }) => {
  const [labelShown, setLabelShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLabelShown(true), FEEDBACK_LABEL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <button type="button" css={button} aria-label="Feedback" onClick={onClick}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 4h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
      {labelShown && <span>Feedback</span>}
    </button>
  );
};
