import { Suspense, useEffect } from "react";
import { preloadable, type Preloadable } from "../app/preloadable.ts";
import { whenIdle } from "../app/when-idle.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { modalClosed, type ModalKind } from "../features/modals/index.ts";
import { Spinner } from "../controls/spinner.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

interface DialogProps {
  readonly onClose: () => void;
}

// Search is the one dialog that takes more than `onClose`: the keyword it opens with.
const searchModal = preloadable(() => import("../features/search/search-modal.tsx"), "SearchModal");
const otherModals: Record<Exclude<ModalKind, "search">, Preloadable<DialogProps>> = {
  feedback: preloadable(() => import("../features/feedback/feedback-modal.tsx"), "FeedbackModal"),
  "other-apps": preloadable(() => import("../features/other-apps/other-apps-modal.tsx"), "OtherAppsModal"),
  login: preloadable(() => import("../features/account/login-modal.tsx"), "LoginModal"),
  signup: preloadable(() => import("../features/account/signup-modal.tsx"), "SignupModal"),
  "update-account": preloadable(() => import("../features/account/update-account-modal.tsx"), "UpdateAccountModal"),
};
const SearchModal = searchModal.component;

// The dialogs' code (a few kilobytes) loads once the page is idle after its start, so that a dialog opens at once,
// network or not.
const PRELOAD_DELAY_MS = 1_000;
const PRELOAD_IDLE_TIMEOUT_MS = 5_000;
const preloadModals = () => {
  for (const modal of [searchModal, ...Object.values(otherModals)]) modal.preload().catch(() => undefined);
};

export const ModalHost = () => {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.modals.open);
  const searchKeyword = useAppSelector((state) => state.modals.searchKeyword);
  const close = () => dispatch(modalClosed());
  const Dialog = open === null || open === "search" ? null : otherModals[open].component;
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
      {Dialog !== null && <Dialog onClose={close} />}
    </Suspense>
  );
};
