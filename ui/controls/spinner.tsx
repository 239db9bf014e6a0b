import { css, keyframes } from "@emotion/react";
import { theme } from "../app/theme.ts";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

const box = css({ display: "flex", alignItems: "center", gap: "0.75rem", padding: "2rem 0", color: theme.colors.inkSoft, fontSize: "1.1rem" });
const wheel = css({
  flex: "none",
  width: 28,
  height: 28,
  borderRadius: "50%",
  border: `3px solid ${theme.colors.line}`,
  borderTopColor: theme.colors.ink,
  animation: `${spin} 0.8s linear infinite`,
  "@media (prefers-reduced-motion: reduce)": { animationDuration: "3s" },
});

export const Spinner = ({ label = "Loading…" }: { readonly label?: string }) => (
  <div css={box} role="status">
    <span css={wheel} aria-hidden="true" />
    <span>{label}</span>
  </div>
);
