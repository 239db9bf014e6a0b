import { useEffect, useId, useRef, useState } from "react";
import { css } from "@emotion/react";
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_CLOSE_DELAY_MS,
  FEEDBACK_THANKS,
  canSendFeedback,
  type FeedbackCategory,
} from "../../../domain/feedback.ts";
import { emailError } from "../../../domain/validation.ts";
import { useAppDispatch } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { primaryButtonStyle } from "../../controls/button-styles.ts";
import { fieldLabel, selectStyle } from "../../controls/select-field.tsx";
import { ModalDialog } from "../../frame/modal-dialog.tsx";
import { showToast } from "../toasts/index.ts";
import { api } from "../../app/contract-api.ts";

const form = css({ display: "grid", gap: "0.9rem" });

export const FeedbackModal = ({ onClose }: { readonly onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [sendFeedback] = api.useSaveFeedbackMutation();
  const [text, setText] = useState("");
  const [category, setCategory] = useState<FeedbackCategory>("SG");
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const textId = useId();
  const categoryId = useId();
  const emailId = useId();
  const emailErrorId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const invalidEmail = emailError(email);
  const canSend = canSendFeedback(text) && invalidEmail === null && !sent;

  return (
    <ModalDialog title="Feedback" onClose={onClose}>
      <form
        css={form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSend) return;
          setSent(true);
          void sendFeedback({ body: { feedback: text.trim(), category, ...(email.trim() === "" ? {} : { email: email.trim() }) } });
          dispatch(showToast(FEEDBACK_THANKS));
          closeTimer.current = window.setTimeout(onClose, FEEDBACK_CLOSE_DELAY_MS);
        }}
      >
        <div css={fieldLabel}>
          <label htmlFor={textId}>Your feedback</label>
          <textarea
            id={textId}
            css={css(selectStyle, { minHeight: "7rem", resize: "vertical" })}
            value={text}
            required
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div css={fieldLabel}>
          <label htmlFor={categoryId}>Category</label>
          <select id={categoryId} css={selectStyle} value={category} onChange={(event) => setCategory(event.target.value as FeedbackCategory)}>
            {FEEDBACK_CATEGORIES.map((code) => (
              <option key={code} value={code}>
                {FEEDBACK_CATEGORY_LABELS[code]}
              </option>
            ))}
          </select>
        </div>
        <div css={fieldLabel}>
          <label htmlFor={emailId}>Email (optional)</label>
          <input
            id={emailId}
            type="email"
            css={selectStyle}
            value={email}
            aria-invalid={invalidEmail !== null}
            aria-describedby={invalidEmail === null ? undefined : emailErrorId}
            onChange={(event) => setEmail(event.target.value)}
          />
          {invalidEmail !== null && (
            <span id={emailErrorId} css={{ color: theme.colors.danger, fontWeight: 400 }}>
              <span aria-hidden="true">✗ </span>
              {invalidEmail}
            </span>
          )}
        </div>
        <div>
          <button type="submit" css={primaryButtonStyle} disabled={!canSend}>
            Send feedback
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
