import { memo } from "react";
import { css } from "@emotion/react";
import { ALERT_TOOLTIP, type FlagKind, type FlagSets } from "../../../domain/user-flags.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { SwitchField, switchFieldRules } from "../../controls/switch-field.tsx";
import { selectFlagSets } from "../listings/index.ts";
import { flagToggled } from "../user/index.ts";

export const FLAGS_SIGN_UP_TOOLTIP = "Sign up for a free account to keep lists of films you have watched, are not interested in or want an alert for.";

// The group styles its three switches (bare SwitchFields): one styled element per row instead of four.
const group = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.3rem 0.9rem",
  label: { ...switchFieldRules, fontSize: "0.85rem" },
  [theme.breakpoints.phone]: { gap: "0.3rem 0.5rem", label: { fontSize: "0.8rem" } },
});
// Each layout's style made once, not on every render of every listing row.
const layouts = {
  row: group,
  stacked: css(group, { flexDirection: "column", alignItems: "flex-start" }),
  wide: css(group, { [theme.breakpoints.tablet]: { flexDirection: "column", alignItems: "flex-start" } }),
} as const;

export interface FlagSwitchesProps {
  readonly tconst: string;
  readonly title: string;
  readonly year: number | null;
  /** One under another; "wide" only on screens wider than a phone, where they sit in a side column. */
  readonly stack?: boolean | "wide";
}

// SPEC §4: a flag changes in the page at once and is then saved.
export const useFlagChoice = (tconst: string, title: string, year: number | null, via: "film" | "checkbox" = "film") => {
  const dispatch = useAppDispatch();
  return (kind: FlagKind, value: boolean) => {
    dispatch(flagToggled({ kind, tconst, value }));
    void import("../flags/save-flag.ts").then((module) => dispatch(module.saveFlag({ tconst, title, year }, kind, value, via)));
  };
};

// Each switch: its label, the flag it sets and the set of the user's flags that says whether it is on.
const SWITCHES: ReadonlyArray<{ readonly label: string; readonly kind: FlagKind; readonly set: keyof FlagSets }> = [
  { label: "watched", kind: "watched", set: "watched" },
  { label: "not interested", kind: "not_interested", set: "notInterested" },
  { label: "alert me!", kind: "alert", set: "alerts" },
];

// Visitors see the switches disabled, with a tooltip inviting them to sign up.
export const FlagSwitches = memo(({ tconst, title, year, stack = false }: FlagSwitchesProps) => {
  const loggedIn = useAppSelector((state) => state.user.user.logged_in);
  const flags = useAppSelector(selectFlagSets);
  const choose = useFlagChoice(tconst, title, year);
  const tooltip = loggedIn ? undefined : FLAGS_SIGN_UP_TOOLTIP;
  return (
    <div css={layouts[stack === false ? "row" : stack === true ? "stacked" : "wide"]} role="group" aria-label={`Your lists for ${title}`}>
      {SWITCHES.map(({ label, kind, set }) => (
        <SwitchField
          key={kind}
          bare
          label={label}
          checked={flags[set].has(tconst)}
          disabled={!loggedIn}
          tooltip={tooltip ?? (kind === "alert" ? ALERT_TOOLTIP : undefined)}
          onChange={(value) => choose(kind, value)}
        />
      ))}
    </div>
  );
});
FlagSwitches.displayName = "FlagSwitches";
