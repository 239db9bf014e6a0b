import { useState } from "react";
import { css } from "@emotion/react";
import { LOGIN_UNLOCK_SENT, RESET_LINK_SENT } from "../../../domain/account-texts.ts";
import { canRequestPasswordReset, canSubmitCredentials } from "../../../domain/validation.ts";
import { answerOf, api } from "../../app/contract-api.ts";
import { useAppDispatch } from "../../app/store.ts";
import { linkButtonStyle, primaryButtonStyle } from "../../controls/button-styles.ts";
import { ModalDialog } from "../../frame/modal-dialog.tsx";
import { modalOpened } from "../modals/index.ts";
import { userArrived } from "../user/index.ts";
import { EmailField, PasswordField, accountForm, fieldNote } from "./credential-fields.tsx";
import { refusalOf } from "./refusal.ts";

export const LOGIN_INTRO = "Enter details to login";

const actions = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem 1.25rem" });

type ResetState = "idle" | "sending" | "sent";
/** After a 429 the owner may ask for an unlock mail for the typed address; "none" while no login was slowed. */
type UnlockState = "none" | "offered" | "sending" | "sent";

const TOO_MANY_ATTEMPTS = 429;

export const LoginModal = ({ onClose }: { readonly onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<"login" | "forgot">("login");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [processing, setProcessing] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [reset, setReset] = useState<ResetState>("idle");
  const [unlock, setUnlock] = useState<UnlockState>("none");

  const typeEmail = (value: string) => {
    setEmail(value);
    setEmailError(null);
    setPasswordError(null);
    if (reset === "sent") setReset("idle");
    if (unlock !== "sending") setUnlock("none");
  };
  // The answer never says whether the account exists or is slowed, and neither does a refusal or a failure here.
  const requestUnlock = () => {
    setUnlock("sending");
    void dispatch(api.endpoints.requestLoginUnlock.initiate({ body: { email: email.trim() } })).then(() => setUnlock("sent"));
  };
  const typePassword = (value: string) => {
    setPassword(value);
    setPasswordError(null);
  };

  if (mode === "forgot")
    return (
      <ModalDialog title="Forgot password" onClose={onClose}>
        <form
          css={accountForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!canRequestPasswordReset(email, reset === "sending")) return;
            setReset("sending");
            void dispatch(api.endpoints.forgotPassword.initiate({ body: { email: email.trim() } })).then((result) => {
              const answer = answerOf(result);
              if (answer.ok) {
                setReset("sent");
                return;
              }
              setReset("idle");
              setEmailError(refusalOf(answer.problem).message);
            });
          }}
        >
          <p css={{ margin: 0 }}>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <EmailField value={email} onChange={typeEmail} error={emailError} />
          <div css={actions}>
            <button type="submit" css={primaryButtonStyle} disabled={!canRequestPasswordReset(email, reset !== "idle")}>
              {reset === "sending" ? "Sending reset link..." : reset === "sent" ? RESET_LINK_SENT : "Send reset link"}
            </button>
            <button type="button" css={linkButtonStyle} onClick={() => setMode("login")}>
              Back to log in
            </button>
          </div>
        </form>
      </ModalDialog>
    );

  return (
    <ModalDialog title="Log in" onClose={onClose}>
      <form
        css={accountForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSubmitCredentials(email, password, processing)) return;
          setProcessing(true);
          void dispatch(api.endpoints.logIn.initiate({ body: { email: email.trim(), password } })).then((result) => {
            const answer = answerOf(result);
            setProcessing(false);
            if (!answer.ok) {
              setPasswordError(refusalOf(answer.problem).message);
              if (answer.status === TOO_MANY_ATTEMPTS && unlock === "none") setUnlock("offered");
              return;
            }
            dispatch(userArrived(answer.value));
            onClose();
          });
        }}
      >
        <p css={{ margin: 0 }}>{LOGIN_INTRO}</p>
        <EmailField value={email} onChange={typeEmail} />
        <PasswordField value={password} onChange={typePassword} error={passwordError} autoComplete="current-password" />
        {(unlock === "offered" || unlock === "sending") && (
          <div>
            <button type="button" css={linkButtonStyle} disabled={unlock === "sending"} onClick={requestUnlock}>
              {unlock === "sending" ? "Sending unlock link..." : "Email me an unlock link"}
            </button>
          </div>
        )}
        {unlock === "sent" && (
          <p css={fieldNote} role="status">
            {LOGIN_UNLOCK_SENT}
          </p>
        )}
        <div css={actions}>
          <button type="submit" css={primaryButtonStyle} disabled={!canSubmitCredentials(email, password, processing)}>
            {processing ? "Logging in..." : "Log in"}
          </button>
          <button type="button" css={linkButtonStyle} onClick={() => setMode("forgot")}>
            Forgot password?
          </button>
          <button type="button" css={linkButtonStyle} onClick={() => dispatch(modalOpened("signup"))}>
            No account yet? Sign up
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
