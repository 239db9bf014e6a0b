import { useState } from "react";
import { typedPasswordProblem } from "../../../domain/password-policy.ts";
import { isValidEmail } from "../../../domain/validation.ts";
import { answerOf, api } from "../../app/contract-api.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { primaryButtonStyle } from "../../controls/button-styles.ts";
import { ModalDialog } from "../../frame/modal-dialog.tsx";
import { EmailField, PasswordField, accountForm, fieldNote } from "./credential-fields.tsx";
import { refusalOf } from "./refusal.ts";

export const UPDATE_ACCOUNT_TITLE = "Update email/password";

const KEEP_CURRENT_PASSWORD = "Leave blank to keep your current password.";
const PASSWORD_ACCEPTABLE = "✓ valid";

// SPEC §4/§8: a refusal shows under the email field unless it is about the password; success reloads the site at /,
// except that a new email waits for the link mailed to it, so the answer saying so stays on screen under the password.
export const UpdateAccountModal = ({ onClose }: { readonly onClose: () => void }) => {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.user.user.email) ?? "";
  const [email, setEmail] = useState(current);
  const [password, setPassword] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // The server's password policy, shown as the password is typed; blank keeps the current one.
  const passwordProblem = password === "" ? null : typedPasswordProblem(password, email.trim());
  const canUpdate = !processing && isValidEmail(email) && passwordProblem === null && currentPassword !== "";

  return (
    <ModalDialog title={UPDATE_ACCOUNT_TITLE} onClose={onClose}>
      <form
        css={accountForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!canUpdate) return;
          setProcessing(true);
          setEmailError(null);
          setPasswordError(null);
          setCurrentError(null);
          setSent(null);
          const body = { action: "update email/password", email: email.trim(), password, current_password: currentPassword };
          void dispatch(api.endpoints.updateUser.initiate({ body })).then((result) => {
            const answer = answerOf(result);
            if (answer.ok) {
              if (email.trim().toLowerCase() === current.toLowerCase()) window.location.assign("/");
              else {
                setProcessing(false);
                setPassword("");
                setCurrentPassword("");
                setSent("message" in answer.value ? answer.value.message : null);
              }
              return;
            }
            setProcessing(false);
            const refusal = refusalOf(answer.problem);
            if (refusal.field === "password") setPasswordError(refusal.message);
            else if (refusal.field === "current_password") setCurrentError(refusal.message);
            else setEmailError(refusal.message);
          });
        }}
      >
        <EmailField
          value={email}
          error={emailError}
          onChange={(value) => {
            setEmail(value);
            setEmailError(null);
            setPasswordError(null);
          }}
        />
        <PasswordField
          value={password}
          label="New password"
          note={password === "" ? KEEP_CURRENT_PASSWORD : (passwordProblem ?? PASSWORD_ACCEPTABLE)}
          error={passwordError}
          autoComplete="new-password"
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
          }}
        />
        <PasswordField
          value={currentPassword}
          label="Current password"
          note="Needed to change your email or password. We email your old address about every change."
          error={currentError}
          autoComplete="current-password"
          onChange={(value) => {
            setCurrentPassword(value);
            setCurrentError(null);
          }}
        />
        {sent !== null && (
          <p css={fieldNote} role="status">
            {sent}
          </p>
        )}
        <div>
          <button type="submit" css={primaryButtonStyle} disabled={!canUpdate}>
            {processing ? "Updating..." : "Update"}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
