import { useEffect, useState } from "react";
import { css } from "@emotion/react";
import { type Message, NO_NEW_MESSAGES, latestMessages } from "../../domain/message.ts";
import { MESSAGES_TITLE } from "../../domain/page-texts.ts";
import { api, ONCE } from "../app/contract-api.ts";
import { formatLongDayTime } from "../../domain/london-time.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { buttonStyle } from "../controls/button-styles.ts";
import { MessageText, messageStyle } from "../features/account/index.ts";
import { latestMessagesReceived, messagesRead } from "../features/user/index.ts";
import { MembersOnly } from "./member-pages.tsx";
import { PageHeading, noticeStyle } from "./page-heading.tsx";

const list = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.5rem",
  li: { padding: "0.65rem 0.9rem", background: theme.colors.card, borderRadius: theme.radius, boxShadow: theme.shadow, display: "grid", gap: "0.15rem" },
  a: { color: theme.colors.link },
  time: { fontSize: "0.85rem", color: theme.colors.muted, fontStyle: "normal", fontWeight: 400 },
});

// SPEC §4: the page starts with the latest messages and switches to all of them (the last 100) on request.
const MessageList = () => {
  const dispatch = useAppDispatch();
  const latest = useAppSelector((state) => state.user.user.messages);
  const [all, setAll] = useState<ReadonlyArray<Message> | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = latestMessages(all ?? latest, Number.POSITIVE_INFINITY);

  useEffect(() => {
    void dispatch(api.endpoints.messages.initiate({ query: { latest: "" } }, ONCE)).then(({ data: answer }) => {
      if (answer !== undefined) dispatch(latestMessagesReceived(answer.messages));
    });
  }, [dispatch]);

  const fetchAll = async () => {
    setBusy(true);
    const { data: answer } = await dispatch(api.endpoints.messages.initiate(undefined, ONCE));
    setBusy(false);
    if (answer !== undefined) setAll(answer.messages);
  };
  const markAllRead = async () => {
    setBusy(true);
    const { data: answer } = await dispatch(api.endpoints.markMessagesRead.initiate({ body: { action: "mark all read" } }));
    setBusy(false);
    if (answer === undefined) return;
    dispatch(messagesRead(answer.messages));
    setAll((current) => (current === null ? null : answer.messages));
  };

  return (
    <>
      <div css={{ display: "flex", flexWrap: "wrap", gap: "0.75rem", margin: "0 0 1rem" }}>
        <button type="button" css={buttonStyle} disabled={busy || !shown.some((message) => !message.read)} onClick={() => void markAllRead()}>
          Mark all as read
        </button>
        <button type="button" css={buttonStyle} disabled={busy || all !== null} onClick={() => void fetchAll()}>
          Fetch all messages
        </button>
      </div>
      {shown.length === 0 ? (
        <p css={noticeStyle}>{NO_NEW_MESSAGES}</p>
      ) : (
        <ul css={list} aria-label="Messages">
          {shown.map((message) => (
            <li key={message.id} css={messageStyle(message)}>
              <time dateTime={new Date(message.date).toISOString()}>{formatLongDayTime(message.date)}</time>
              <MessageText message={message} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
};

export const MessagesPage = () => (
  <MembersOnly>
    <section aria-labelledby="page-heading">
      <PageHeading>{MESSAGES_TITLE}</PageHeading>
      <MessageList />
    </section>
  </MembersOnly>
);
