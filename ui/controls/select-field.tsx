import { useId, type ReactNode } from "react";
import { css } from "@emotion/react";
import { theme } from "../app/theme.ts";

export const fieldLabel = css({ display: "flex", flexDirection: "column", gap: "0.25rem", fontSize: "0.85rem", fontWeight: 600, color: theme.colors.inkSoft });

export const selectStyle = css({
  font: "inherit",
  fontWeight: 400,
  fontSize: "0.95rem",
  padding: "0.45rem 0.5rem",
  borderRadius: theme.radius,
  border: `1px solid #9a9eb8`,
  background: theme.colors.card,
  color: theme.colors.ink,
  minWidth: 0,
  maxWidth: "100%",
  "&:disabled": { opacity: 0.55 },
});

export interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
  readonly children: ReactNode;
}

export const SelectField = ({ label, value, onChange, disabled = false, children }: SelectFieldProps) => {
  const id = useId();
  return (
    <div css={fieldLabel}>
      <label htmlFor={id}>{label}</label>
      <select id={id} css={selectStyle} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
};
