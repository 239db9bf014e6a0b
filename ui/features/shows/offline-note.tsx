import { css } from "@emotion/react";
import { formatLongDayTime } from "../../../domain/london-time.ts";
import { theme } from "../../app/theme.ts";

const note = css({
  display: "inline-block",
  margin: "0 0 1rem",
  padding: "0.35rem 0.75rem",
  borderRadius: theme.radius,
  border: `1px solid ${theme.colors.accentDark}`,
  background: "#fff6d6",
  color: theme.colors.ink,
  fontSize: "0.95rem",
  fontWeight: 600,
});

/** Says that the listing shown is the copy kept for offline use, and when it was fetched (UK time). */
export const OfflineNote = ({ savedAt }: { readonly savedAt: number }) => (
  <p css={note} role="status">
    offline, updated {formatLongDayTime(savedAt)}
  </p>
);
