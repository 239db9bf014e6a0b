import { css } from "@emotion/react";
import { theme } from "../app/theme.ts";

/** A switch's rules, for a parent that styles many switches under its own style (`bare` switches) instead of one by one. */
export const switchFieldRules = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  cursor: "pointer",
  fontSize: "0.92rem",
  userSelect: "none",
  "--track": "2.4rem",
  [theme.breakpoints.phone]: { gap: "0.35rem", "--track": "2.1rem" },
  input: {
    appearance: "none",
    flex: "none",
    width: "var(--track)",
    height: "1.35rem",
    margin: 0,
    borderRadius: "1rem",
    background: "#8c90ad",
    position: "relative",
    cursor: "inherit",
    transition: "background 120ms",
    "&::after": {
      content: '""',
      position: "absolute",
      top: "0.15rem",
      left: "0.15rem",
      width: "1.05rem",
      height: "1.05rem",
      borderRadius: "50%",
      background: "#fff",
      transition: "transform 120ms",
    },
    "&:checked": { background: theme.colors.ink },
    "&:checked::after": { transform: "translateX(calc(var(--track) - 1.35rem))" },
    "&:focus-visible": { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  },
  "&[data-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
} as const;

const field = css(switchFieldRules);

export interface SwitchFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly tooltip?: string;
  /** Styled by a parent's style through switchFieldRules, not a style of its own. */
  readonly bare?: boolean;
}

// The label's text sits straight in the label, with no element of its own: a listing row draws three switches.
export const SwitchField = ({ label, checked, onChange, disabled = false, tooltip, bare = false }: SwitchFieldProps) => (
  // A bare switch has no css prop at all: emotion wraps every element that has one, even when it is undefined.
  <label {...(bare ? null : { css: field })} data-disabled={disabled} title={tooltip}>
    <input type="checkbox" role="switch" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    {label}
  </label>
);
