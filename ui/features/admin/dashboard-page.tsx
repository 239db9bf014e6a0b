import { lazy, Suspense, useEffect, useState } from "react";
import { ANONYMOUS_PAGE_TEXT } from "../../../domain/user.ts";
import { api, ONCE } from "../../app/contract-api.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { Spinner } from "../../controls/spinner.tsx";
import { noticeStyle, PageHeading } from "../../pages/page-heading.tsx";
import { userReceived } from "../user/index.ts";

// Its own chunk: only admins ever download the dashboard.
const AdminDashboard = lazy(async () => ({ default: (await import("./admin-dashboard.tsx")).AdminDashboard }));

export const ADMINS_ONLY_TEXT = "This page is only available to admins.";

/** /dashboard/: asks the server who the user is and shows the dashboard only to admins; the server checks every call again. */
export const DashboardPage = () => {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.user);
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    if (user.logged_in) return;
    let cancelled = false;
    void dispatch(api.endpoints.userInitialData.initiate(undefined, ONCE)).then(({ data: answer }) => {
      if (cancelled) return;
      if (answer !== undefined && answer.logged_in) dispatch(userReceived(answer));
      setChecked(true);
    });
    return () => {
      cancelled = true;
    };
  }, [dispatch, user.logged_in]);

  // The app may load the user first; then this page need not wait for its own answer.
  if (!checked && !user.logged_in) return <Spinner />;
  if (user.admin !== true) {
    return (
      <section aria-labelledby="page-heading">
        <PageHeading>Page not available</PageHeading>
        <p css={noticeStyle}>{user.logged_in ? ADMINS_ONLY_TEXT : ANONYMOUS_PAGE_TEXT}</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<Spinner />}>
      <AdminDashboard />
    </Suspense>
  );
};
