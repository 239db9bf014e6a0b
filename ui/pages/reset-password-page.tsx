import { useId, useState } from "react";
import { css } from "@emotion/react";
import { useLocation } from "wouter";
import { PASSWORD_LENGTH_NOTE, PASSWORD_MAX_LENGTH, canResetPassword } from "../../domain/validation.ts";
import { answerOf, api } from "../app/contract-api.ts";
import { useAppDispatch } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { primaryButtonStyle } from "../controls/button-styles.ts";
import { fieldLabel, selectStyle } from "../controls/select-field.tsx";
import { fieldNote, refusalOf } from "../features/account/index.ts";
import { PageHeading } from "./page-heading.tsx";

export const RESET_SUCCESS = "Password reset successfully";
const RESET_FAILED = "The password could not be reset. The link may have expired: ask for a new one.";

const errorBox = css({
  padding: "0.75rem 1rem",
  background: theme.colors.dangerSoft,
  color: theme.colors.danger,
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radius,
});

export const ResetPasswordPage = ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }) => {
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState("");
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const noteId = useId();
  return (
    <section aria-labelledby="page-heading" css={{ maxWidth: "28rem" }}>
      <PageHeading>Reset password</PageHeading>
      <form
        css={{ display: "grid", gap: "1rem" }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canResetPassword(password, running)) return;
          setRunning(true);
          setError(null);
          void dispatch(api.endpoints.resetPassword.initiate({ body: { token: params["slug"] ?? "", password } })).then((result) => {
            const answer = answerOf(result);
            setRunning(false);
            if (!answer.ok) {
              setError(refusalOf(answer.problem, RESET_FAILED).message);
              return;
            }
            window.alert(RESET_SUCCESS);
            navigate("/");
          });
        }}
      >
        <div css={fieldLabel}>
          <label htmlFor={id}>New password</label>
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            css={selectStyle}
            value={password}
            aria-describedby={noteId}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={noteId} css={fieldNote}>
            {PASSWORD_LENGTH_NOTE}
          </p>
        </div>
        {error !== null && (
          <p role="alert" css={errorBox}>
            {error}
          </p>
        )}
        <div>
          <button type="submit" css={primaryButtonStyle} disabled={!canResetPassword(password, running)}>
            Reset password
          </button>
        </div>
      </form>
    </section>
  );
};
