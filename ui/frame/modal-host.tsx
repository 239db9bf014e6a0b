import { Suspense, useEffect } from "react";
import { preloadable } from "../app/preloadable.ts";
import { whenIdle } from "../app/when-idle.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { modalClosed } from "../features/modals/index.ts";
import { Spinner } from "../controls/spinner.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

const modals = {
  search: preloadable(() => import("../features/search/search-modal.tsx"), "SearchModal"),
  feedback: preloadable(() => import("../features/feedback/feedback-modal.tsx"), "FeedbackModal"),
  otherApps: preloadable(() => import("../features/other-apps/other-apps-modal.tsx"), "OtherAppsModal"),
  login: preloadable(() => import("../features/account/login-modal.tsx"), "LoginModal"),
  signup: preloadable(() => import("../features/account/signup-modal.tsx"), "SignupModal"),
  updateAccount: preloadable(() => import("../features/account/update-account-modal.tsx"), "UpdateAccountModal"),
};
const SearchModal = modals.search.component;
const FeedbackModal = modals.feedback.component;
const OtherAppsModal = modals.otherApps.component;
const LoginModal = modals.login.component;
const SignupModal = modals.signup.component;
const UpdateAccountModal = modals.updateAccount.component;

// The dialogs' code (a few kilobytes) loads once the page is idle after its start, so that a dialog opens at once,
// network or not.
const PRELOAD_DELAY_MS = 1_000;
const PRELOAD_IDLE_TIMEOUT_MS = 5_000;
const preloadModals = () => {
  for (const modal of Object.values(modals)) modal.preload().catch(() => undefined);
};

export const ModalHost = () => {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.modals.open);
  const searchKeyword = useAppSelector((state) => state.modals.searchKeyword);
  const close = () => dispatch(modalClosed());
  useEffect(() => whenIdle(preloadModals, { delayMs: PRELOAD_DELAY_MS, timeoutMs: PRELOAD_IDLE_TIMEOUT_MS }), []);
  return (
    <Suspense
      fallback={
        open === null ? null : (
          // the click is answered at once, however long the dialog's code takes to arrive
          <ModalDialog title="One moment" onClose={close}>
            <Spinner />
          </ModalDialog>
        )
      }
    >
      {open === "search" && <SearchModal initialKeyword={searchKeyword} onClose={close} />}
      {open === "feedback" && <FeedbackModal onClose={close} />}
      {open === "other-apps" && <OtherAppsModal onClose={close} />}
      {open === "login" && <LoginModal onClose={close} />}
      {open === "signup" && <SignupModal onClose={close} />}
      {open === "update-account" && <UpdateAccountModal onClose={close} />}
    </Suspense>
  );
};
