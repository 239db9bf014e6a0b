import { useId, useState } from "react";
import { css } from "@emotion/react";
import { Schema } from "effect";
import { useLocation } from "wouter";
import { PASSWORD_LENGTH_NOTE, PASSWORD_MAX_LENGTH, canResetPassword } from "../../domain/validation.ts";
import { Notice } from "../../adapters/http/contract/account-errors.ts";
import { RefusalProblem } from "../../adapters/http/contract/problems.ts";
import { postForAnswer } from "../app/api-client.ts";
import { theme } from "../app/theme.ts";
import { primaryButtonStyle } from "../controls/button-styles.ts";
import { fieldLabel, selectStyle } from "../controls/select-field.tsx";
import { fieldNote } from "../features/account/credential-fields.tsx";
import { PageHeading } from "./page-heading.tsx";

export const RESET_SUCCESS = "Password reset successfully";
const RESET_FAILED = "The password could not be reset. The link may have expired: ask for a new one.";

const refusalMessage = (body: unknown): string => {
  const decoded = Schema.decodeUnknownExit(RefusalProblem)(body);
  return decoded._tag === "Success" ? decoded.value.detail : RESET_FAILED;
};

const errorBox = css({
  padding: "0.75rem 1rem",
  background: theme.colors.dangerSoft,
  color: theme.colors.danger,
  border: `1px solid ${theme.colors.danger}`,
  borderRadius: theme.radius,
});

export const ResetPasswordPage = ({ params }: { readonly params: Readonly<Record<string, string | undefined>> }) => {
  const [, navigate] = useLocation();
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
          void postForAnswer("/api/reset-password/", { token: params["slug"] ?? "", password }, Notice).then((answer) => {
            setRunning(false);
            if (!answer.ok) {
              setError(refusalMessage(answer.body));
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
