import { lazy, Suspense } from "react";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { modalClosed } from "../features/modals/modals-slice.ts";

const SearchModal = lazy(() => import("../features/search/search-modal.tsx").then((module) => ({ default: module.SearchModal })));
const FeedbackModal = lazy(() => import("../features/feedback/feedback-modal.tsx").then((module) => ({ default: module.FeedbackModal })));
const OtherAppsModal = lazy(() => import("../features/other-apps/other-apps-modal.tsx").then((module) => ({ default: module.OtherAppsModal })));

// Sign up and Log in open here once the account screens exist; until then the request is recorded in the store only.
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
    </Suspense>
  );
};
