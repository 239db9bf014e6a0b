import { useId } from "react";
import { css } from "@emotion/react";
import { PASSWORD_MAX_LENGTH, emailError } from "../../../domain/validation.ts";
import { theme } from "../../app/theme.ts";
import { fieldLabel, selectStyle } from "../../controls/select-field.tsx";

export const fieldError = css({ margin: 0, color: theme.colors.danger, fontWeight: 400 });
export const fieldNote = css({ margin: 0, color: theme.colors.muted, fontWeight: 400 });
export const accountForm = css({ display: "grid", gap: "0.9rem" });

export interface EmailFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
}

// SPEC §5: a non-empty invalid address shows the message with a cross mark; a server message shows under it.
export const EmailField = ({ value, onChange, error = null }: EmailFieldProps) => {
  const id = useId();
  const errorId = useId();
  const invalid = emailError(value);
  const shown = invalid ?? error;
  return (
    <div css={fieldLabel}>
      <label htmlFor={id}>Email</label>
      <input
        id={id}
        type="email"
        autoComplete="email"
        css={selectStyle}
        value={value}
        aria-invalid={shown !== null}
        aria-describedby={shown === null ? undefined : errorId}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid !== null && (
        <p id={errorId} css={fieldError}>
          <span aria-hidden="true">✗ </span>
          {invalid}
        </p>
      )}
      {invalid === null && error !== null && (
        <p id={errorId} css={fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};

export interface PasswordFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | null;
  readonly note?: string | null;
  readonly label?: string;
  readonly autoComplete: "current-password" | "new-password";
}

export const PasswordField = ({ value, onChange, error = null, note = null, label = "Password", autoComplete }: PasswordFieldProps) => {
  const id = useId();
  const errorId = useId();
  return (
    <div css={fieldLabel}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        css={selectStyle}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={error === null && note === null ? undefined : errorId}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== null ? (
        <p id={errorId} css={fieldError} role="alert">
          {error}
        </p>
      ) : (
        note !== null && (
          <p id={errorId} css={fieldNote}>
            {note}
          </p>
        )
      )}
    </div>
  );
};
