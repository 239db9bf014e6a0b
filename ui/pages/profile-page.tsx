import { lazy, Suspense, useId, useState } from "react";
import { css } from "@emotion/react";
import { useLocation } from "wouter";
import type { EmailPreference } from "../../domain/email-preference.ts";
import { PROFILE_CHARTS_MIN_WATCHED, showProfileCharts } from "../../domain/profile-charts.ts";
import { normaliseUsername } from "../../domain/username.ts";
import { answerOf, api } from "../app/contract-api.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { buttonStyle } from "../controls/button-styles.ts";
import { fieldLabel, selectStyle } from "../controls/select-field.tsx";
import { Spinner } from "../controls/spinner.tsx";
import { SwitchField } from "../controls/switch-field.tsx";
import { fieldError, fieldNote, refusalOf } from "../features/account/index.ts";
import { modalOpened } from "../features/modals/index.ts";
import { CalendarFeedPanel } from "../features/calendar/index.ts";
import { HistoryImportPanel, PremiumOffer, ProfileImage } from "../features/profile/index.ts";
import { userArrived, emailPreferenceChanged, usernameSaved } from "../features/user/index.ts";
import { MembersOnly } from "./member-pages.tsx";
import { PageHeading } from "./page-heading.tsx";

const ProfileCharts = lazy(() => import("../features/profile/profile-charts.tsx").then((module) => ({ default: module.ProfileCharts })));

export const DELETE_ACCOUNT_CONFIRMATION =
  "Are you sure you want to delete your account? (your watched films list and alerts will be deleted and cannot be recovered)";
export const USERNAME_SAVED = "Username saved";
export const CHARTS_NEED_WATCHED = `Mark at least ${PROFILE_CHARTS_MIN_WATCHED} films as watched to see your favourite genres and years here.`;

const card = css({
  padding: "1rem 1.25rem",
  background: theme.colors.card,
  borderRadius: theme.radius,
  boxShadow: theme.shadow,
  display: "grid",
  gap: "0.75rem",
  alignContent: "start",
  h2: { margin: 0, fontSize: "1.15rem" },
  a: { color: theme.colors.link },
});

const layout = css({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  alignItems: "start",
  gap: "1rem",
  marginBottom: "1.25rem",
});
const dangerButton = css(buttonStyle, { color: theme.colors.danger, borderColor: theme.colors.danger, justifySelf: "start" });

const UsernameField = () => {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.user.user.name) ?? "";
  const [text, setText] = useState(saved);
  const [status, setStatus] = useState<{ readonly error: boolean; readonly text: string } | null>(null);
  const id = useId();
  const statusId = useId();
  const save = async () => {
    const username = normaliseUsername(text);
    const answer = answerOf(await dispatch(api.endpoints.setUsername.initiate({ body: { username: username ?? text } })));
    if (!answer.ok) {
      setStatus({ error: true, text: refusalOf(answer.problem).message });
      return;
    }
    dispatch(usernameSaved(answer.value.username));
    setText(answer.value.username);
    setStatus({ error: false, text: USERNAME_SAVED });
  };
  return (
    <div css={fieldLabel}>
      <label htmlFor={id}>Username</label>
      <input
        id={id}
        css={selectStyle}
        value={text}
        maxLength={30}
        placeholder="Type a name and press Enter"
        aria-describedby={statusId}
        onChange={(event) => {
          setText(event.target.value);
          setStatus(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          void save();
        }}
      />
      <p id={statusId} css={status?.error === true ? fieldError : fieldNote} role="status">
        {status?.text ?? "Press Enter to save."}
      </p>
    </div>
  );
};

const EmailPreferences = () => {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.user);
  const choose = (preference: EmailPreference, subscribe: boolean) => {
    const change = preference === "weekly newsletter" ? { newsletter: subscribe } : { filmAlerts: subscribe };
    dispatch(emailPreferenceChanged(change));
    void dispatch(api.endpoints.setEmailPreference.initiate({ body: { preference, subscribe } })).then((answer) => {
      if (answer.data === undefined)
        dispatch(emailPreferenceChanged(preference === "weekly newsletter" ? { newsletter: !subscribe } : { filmAlerts: !subscribe }));
    });
  };
  return (
    <div css={{ display: "grid", gap: "0.5rem" }}>
      <SwitchField label="weekly film recommendations email" checked={user.receive_newsletter} onChange={(value) => choose("weekly newsletter", value)} />
      <SwitchField label="film alerts email" checked={user.receive_film_alerts} onChange={(value) => choose("email alerts", value)} />
    </div>
  );
};

const Profile = () => {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const user = useAppSelector((state) => state.user.user);
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    if (!window.confirm(DELETE_ACCOUNT_CONFIRMATION)) return;
    setDeleting(true);
    const { data: anonymous } = await dispatch(api.endpoints.deleteAccount.initiate());
    setDeleting(false);
    if (anonymous === undefined) return;
    dispatch(userArrived(anonymous));
    navigate("/");
  };

  return (
    <>
      <div css={layout}>
        <section css={card} aria-labelledby="account-heading">
          <h2 id="account-heading">Your account</h2>
          <ProfileImage />
          <UsernameField />
          <p css={{ margin: 0 }}>
            <strong>Email:</strong> {user.email}
          </p>
          <button type="button" css={css(buttonStyle, { justifySelf: "start" })} onClick={() => dispatch(modalOpened("update-account"))}>
            Update email/password
          </button>
        </section>
        <section css={card} aria-labelledby="premium-heading">
          <h2 id="premium-heading">Premium</h2>
          <PremiumOffer />
        </section>
        <section css={card} aria-labelledby="emails-heading">
          <h2 id="emails-heading">Emails</h2>
          <EmailPreferences />
        </section>
        <section css={card} aria-labelledby="downloads-heading">
          <h2 id="downloads-heading">Your lists</h2>
          <ul css={{ margin: 0, paddingLeft: "1.2rem", display: "grid", gap: "0.3rem" }}>
            <li>
              <a href="/csv-films/?watched" download>
                Download watched films (CSV)
              </a>
            </li>
            <li>
              <a href="/csv-films/?alerts" download>
                Download film alerts (CSV)
              </a>
            </li>
          </ul>
        </section>
        <section css={card} aria-labelledby="history-heading">
          <h2 id="history-heading">Import your history</h2>
          <HistoryImportPanel />
        </section>
        <section css={card} aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">Your calendar</h2>
          <CalendarFeedPanel />
        </section>
      </div>
      <section aria-labelledby="charts-heading" css={{ marginBottom: "1.5rem" }}>
        <h2 id="charts-heading" css={{ fontSize: "1.3rem" }}>
          Your favourite films
        </h2>
        {showProfileCharts(user.watched.length) ? (
          <Suspense fallback={<Spinner label="Loading your charts…" />}>
            <ProfileCharts />
          </Suspense>
        ) : (
          <p>{CHARTS_NEED_WATCHED}</p>
        )}
      </section>
      <section css={card} aria-labelledby="delete-heading">
        <h2 id="delete-heading">Delete account</h2>
        <p css={{ margin: 0 }}>Deleting your account cannot be undone: your lists, ratings and alerts are removed.</p>
        <button type="button" css={dangerButton} disabled={deleting} onClick={() => void deleteAccount()}>
          {deleting ? "Deleting..." : "Delete account"}
        </button>
      </section>
    </>
  );
};

export const ProfilePage = () => (
  <MembersOnly profile>
    <section aria-labelledby="page-heading">
      <PageHeading>Profile</PageHeading>
      <Profile />
    </section>
  </MembersOnly>
);
