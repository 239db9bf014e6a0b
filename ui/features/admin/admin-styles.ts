import { css } from "@emotion/react";
import { theme } from "../../app/theme.ts";

export const cardStyle = css({
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  padding: "1rem",
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  minWidth: 0,
});

export const inlineForm = css({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "0.5rem" });

export const textInput = css({
  font: "inherit",
  fontWeight: 400,
  fontSize: "0.95rem",
  padding: "0.45rem 0.5rem",
  borderRadius: theme.radius,
  border: "1px solid #9a9eb8",
  width: "100%",
  minWidth: 0,
  boxSizing: "border-box",
});

export const statusStyle = (tone: "ok" | "error") =>
  css({ margin: 0, fontSize: "0.9rem", color: tone === "ok" ? theme.colors.fresh : theme.colors.danger, fontWeight: 600 });

export const fieldsetStyle = css({ border: `1px solid ${theme.colors.line}`, borderRadius: theme.radius, padding: "0.5rem 0.75rem", margin: 0 });

export const mutedText = css({ margin: 0, fontSize: "0.85rem", color: theme.colors.muted });
