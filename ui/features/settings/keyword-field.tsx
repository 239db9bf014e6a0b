import { useEffect, useId, useRef, useState } from "react";
import { KEYWORD_DEBOUNCE_MS } from "../../../domain/keyword.ts";
import { fieldLabel, selectStyle } from "../../controls/select-field.tsx";

export const KeywordField = ({ value, onChange }: { readonly value: string; readonly onChange: (keyword: string) => void }) => {
  const id = useId();
  const [text, setText] = useState(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChangeRef.current(text), KEYWORD_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <div css={fieldLabel}>
      <label htmlFor={id}>Keyword</label>
      <input id={id} type="search" css={selectStyle} value={text} placeholder="Title, star or director" onChange={(event) => setText(event.target.value)} />
    </div>
  );
};
