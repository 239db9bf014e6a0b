import { css } from "@emotion/react";
import type { View } from "../../../domain/view.ts";
import { theme } from "../../app/theme.ts";

const group = css({
  display: "inline-flex",
  border: `1px solid #9a9eb8`,
  borderRadius: theme.radius,
  button: {
    font: "inherit",
    fontSize: "0.9rem",
    padding: "0.45rem 0.8rem",
    border: 0,
    background: theme.colors.card,
    color: theme.colors.ink,
    cursor: "pointer",
    textTransform: "capitalize",
  },
  "button:first-of-type": { borderRadius: `${theme.radius} 0 0 ${theme.radius}` },
  "button:last-of-type": { borderRadius: `0 ${theme.radius} ${theme.radius} 0` },
  // No overflow clipping, and the focused button above its neighbours: the focus ring shows whole.
  "button:focus-visible": { position: "relative", zIndex: 1 },
  "button + button": { borderLeft: `1px solid #9a9eb8` },
  "button[aria-pressed='true']": { background: theme.colors.ink, color: "#fff", fontWeight: 600 },
});

export const ViewSelector = ({
  views,
  current,
  onChange,
}: {
  readonly views: ReadonlyArray<View>;
  readonly current: View;
  readonly onChange: (view: View) => void;
}) => (
  <div css={group} role="group" aria-label="View">
    {views.map((view) => (
      <button key={view} type="button" aria-pressed={view === current} onClick={() => onChange(view)}>
        {view}
      </button>
    ))}
  </div>
);
