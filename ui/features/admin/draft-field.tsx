import { useEffect, useId, useState } from "react";
import { buttonStyle } from "../../controls/button-styles.ts";
import { fieldLabel } from "../../controls/select-field.tsx";
import { inlineForm, textInput } from "./admin-styles.ts";

export interface DraftFieldProps {
  readonly label: string;
  readonly value: string;
  readonly action: string;
  readonly disabled: boolean;
  readonly onSave: (value: string) => void;
  readonly placeholder?: string;
}

/** A labelled text field edited as a draft and saved with its button or Enter; it follows the saved value. */
export const DraftField = ({ label, value, action, disabled, onSave, placeholder }: DraftFieldProps) => {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <form
      css={inlineForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <div css={[fieldLabel, { flex: "1 1 14rem" }]}>
        <label htmlFor={id}>{label}</label>
        <input id={id} css={textInput} value={draft} placeholder={placeholder} onChange={(event) => setDraft(event.target.value)} />
      </div>
      <button type="submit" css={buttonStyle} disabled={disabled || draft === value}>
        {action}
      </button>
    </form>
  );
};
