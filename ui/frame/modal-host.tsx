import { lazy, Suspense } from "react";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { modalClosed } from "../features/modals/index.ts";

const SearchModal = lazy(() => import("../features/search/search-modal.tsx").then((module) => ({ default: module.SearchModal })));
const FeedbackModal = lazy(() => import("../features/feedback/feedback-modal.tsx").then((module) => ({ default: module.FeedbackModal })));
const OtherAppsModal = lazy(() => import("../features/other-apps/other-apps-modal.tsx").then((module) => ({ default: module.OtherAppsModal })));
const LoginModal = lazy(() => import("../features/account/login-modal.tsx").then((module) => ({ default: module.LoginModal })));
const SignupModal = lazy(() => import("../features/account/signup-modal.tsx").then((module) => ({ default: module.SignupModal })));
const UpdateAccountModal = lazy(() => import("../features/account/update-account-modal.tsx").then((module) => ({ default: module.UpdateAccountModal })));

export const ModalHost = () => {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => state.modals.open);
  const searchKeyword = useAppSelector((state) => state.modals.searchKeyword);
  const close = () => dispatch(modalClosed());
  return (
    <Suspense fallback={null}>
      {open === "search" && <SearchModal initialKeyword={searchKeyword} onClose={close} />}
      {open === "feedback" && <FeedbackModal onClose={close} />}
      {open === "other-apps" && <OtherAppsModal onClose={close} />}
      {open === "login" && <LoginModal onClose={close} />}
      {open === "signup" && <SignupModal onClose={close} />}
      {open === "update-account" && <UpdateAccountModal onClose={close} />}
    </Suspense>
  );
};
