import { useState } from "react";
import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { MINIMUM_AGE } from "../../../domain/user.ts";
import { PASSWORD_MIN_LENGTH, canSignUp } from "../../../domain/validation.ts";
import { answerOf, api } from "../../app/contract-api.ts";
import { useAppDispatch } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { linkButtonStyle, primaryButtonStyle } from "../../controls/button-styles.ts";
import { ModalDialog } from "../../frame/modal-dialog.tsx";
import { modalOpened } from "../modals/index.ts";
import { showToast } from "../toasts/index.ts";
import { userArrived } from "../user/index.ts";
import { EmailField, PasswordField, accountForm } from "./credential-fields.tsx";
import { refusalOf } from "./refusal.ts";

export const SIGN_UP_BENEFITS: ReadonlyArray<string> = [
  "Mark films as watched or not interested, and hide them from the listings",
  "Get an email alert the next time a film is on TV",
  "Rate the films you have watched",
  "Make your own lists of channels",
  "Search the week's listings by keyword",
  "Film recommendations and your viewing charts",
  "Your filters saved on every device",
];

export const SIGNED_UP_TOAST = "Welcome to TellyFilms! Your account is ready and you are logged in.";

const benefits = css({ margin: 0, paddingLeft: "1.2rem", display: "grid", gap: "0.2rem", "li::marker": { color: theme.colors.accentDark } });

// SPEC §7: signing up never logs in, so the modal logs in with the same details once the account exists.
export const SignupModal = ({ onClose }: { readonly onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [processing, setProcessing] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async () => {
    setProcessing(true);
    const details = { email: email.trim(), password };
    const created = answerOf(await dispatch(api.endpoints.signUp.initiate({ body: details })));
    if (!created.ok) {
      setProcessing(false);
      setPasswordError(refusalOf(created.problem).message);
      return;
    }
    const loggedIn = answerOf(await dispatch(api.endpoints.logIn.initiate({ body: details })));
    setProcessing(false);
    // A registered address is answered like a new one (its owner gets a mail), so a failed login says the same.
    if (!loggedIn.ok) {
      setNotice(created.value.message);
      return;
    }
    dispatch(userArrived(loggedIn.value));
    dispatch(showToast(SIGNED_UP_TOAST));
    onClose();
  };

  return (
    <ModalDialog title="Sign up" onClose={onClose}>
      <form
        css={accountForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSignUp(email, password, processing)) void submit();
        }}
      >
        <p css={{ margin: 0 }}>A free account lets you:</p>
        <ul css={benefits}>
          {SIGN_UP_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <EmailField
          value={email}
          onChange={(value) => {
            setEmail(value);
            setPasswordError(null);
          }}
        />
        <PasswordField
          value={password}
          label="Choose a password"
          note={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={passwordError}
          autoComplete="new-password"
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
        />
        <p css={{ margin: 0, fontSize: "0.9rem", color: theme.colors.muted }}>
          You must be {MINIMUM_AGE} or over to sign up. By signing up you accept the{" "}
          <Link href={pathFor("Terms of Service Page")} onClick={onClose} css={{ color: theme.colors.link }}>
            terms of service
          </Link>
          .
        </p>
        <p role="status" css={{ margin: 0, fontWeight: 600, ":empty": { display: "none" } }}>
          {notice}
        </p>
        <div css={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem 1.25rem" }}>
          <button type="submit" css={primaryButtonStyle} disabled={!canSignUp(email, password, processing)}>
            {processing ? "Creating account..." : "Sign up"}
          </button>
          <button type="button" css={linkButtonStyle} onClick={() => dispatch(modalOpened("login"))}>
            Already have an account? Log in
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
