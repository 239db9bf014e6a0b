import { css } from "@emotion/react";
import { theme } from "../app/theme.ts";

export const buttonStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.4rem",
  padding: "0.5rem 0.9rem",
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.line}`,
  background: theme.colors.card,
  color: theme.colors.ink,
  font: "inherit",
  cursor: "pointer",
  textDecoration: "none",
  "&:hover:not(:disabled)": { background: theme.colors.paper },
  "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
});

export const primaryButtonStyle = css(buttonStyle, {
  background: theme.colors.ink,
  borderColor: theme.colors.ink,
  color: "#fff",
  fontWeight: 600,
  "&:hover:not(:disabled)": { background: theme.colors.inkSoft },
});

export const linkButtonStyle = css({
  border: 0,
  background: "none",
  padding: 0,
  font: "inherit",
  color: theme.colors.link,
  textDecoration: "underline",
  cursor: "pointer",
});
