import { ALERT_TOOLTIP } from "../../../domain/user-flags.ts";
import { useAppSelector } from "../../app/store.ts";
import { SwitchField } from "../../controls/switch-field.tsx";
import type { FlaggedTitle } from "../flags/index.ts";
import { useFlagChoice } from "../shows/index.ts";

export interface AlertPromptSwitchProps {
  readonly film: FlaggedTitle;
  readonly signUpTooltip: string;
  readonly label?: string;
  readonly via?: "film" | "checkbox";
}

export const AlertPromptSwitch = ({ film, signUpTooltip, label = "alert me!", via = "film" }: AlertPromptSwitchProps) => {
  const user = useAppSelector((state) => state.user.user);
  const choose = useFlagChoice(film.tconst, film.title, film.year, via);
  return (
    <SwitchField
      label={label}
      checked={user.alerts.includes(film.tconst)}
      disabled={!user.logged_in}
      tooltip={user.logged_in ? ALERT_TOOLTIP : signUpTooltip}
      onChange={(value) => choose("alert", value)}
    />
  );
};
