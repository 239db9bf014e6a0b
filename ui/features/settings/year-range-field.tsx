import { useId } from "react";
import { css } from "@emotion/react";
import { theme } from "../../app/theme.ts";
import { fieldLabel } from "../../controls/select-field.tsx";

const range = css({ width: "100%", accentColor: theme.colors.ink, margin: 0 });

export interface YearRangeFieldProps {
  readonly min: number;
  readonly max: number;
  readonly from: number;
  readonly to: number;
  readonly disabled: boolean;
  readonly onChange: (from: number, to: number) => void;
}

export const YearRangeField = ({ min, max, from, to, disabled, onChange }: YearRangeFieldProps) => {
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset css={css(fieldLabel, { border: 0, padding: 0, margin: 0, minWidth: 0 })} disabled={disabled}>
      <legend css={{ padding: 0, marginBottom: "0.25rem" }}>
        Released {from} – {to}
      </legend>
      <label htmlFor={fromId} css={{ fontWeight: 400 }}>
        From year
      </label>
      <input
        id={fromId}
        css={range}
        type="range"
        min={min}
        max={max}
        step={1}
        value={from}
        onChange={(event) => {
          const value = Number(event.target.value);
          onChange(Math.min(value, to), to);
        }}
      />
      <label htmlFor={toId} css={{ fontWeight: 400 }}>
        To year
      </label>
      <input
        id={toId}
        css={range}
        type="range"
        min={min}
        max={max}
        step={1}
        value={to}
        onChange={(event) => {
          const value = Number(event.target.value);
          onChange(from, Math.max(value, from));
        }}
      />
    </fieldset>
  );
};
