import { css } from "@emotion/react";
import { Link } from "wouter";
import { pathFor } from "../../../adapters/http/contract/site-routes.ts";
import { NO_NEW_MESSAGES, hasUnread, latestMessages } from "../../../domain/message.ts";
import { useAppDispatch, useAppSelector } from "../../app/store.ts";
import { theme } from "../../app/theme.ts";
import { visuallyHidden } from "../../app/visually-hidden.ts";
import { DropdownMenu } from "../../frame/dropdown-menu.tsx";
import { navButton } from "../../frame/navbar.tsx";
import { Avatar } from "./avatar.tsx";
import { BellIcon } from "./bell-icon.tsx";
import { logOut } from "./log-out.ts";
import { formatMessageDay } from "../../../domain/london-time.ts";
import { MessageText, messageStyle } from "./message-text.tsx";

const menuButton = css(navButton, { display: "inline-flex", alignItems: "center", gap: "0.4rem" });
const email = css({ maxWidth: "14rem", overflow: "hidden", textOverflow: "ellipsis", [theme.breakpoints.phone]: { display: "none" } });

const bellList = css({
  padding: "0.5rem 1rem",
  display: "grid",
  gap: "0.15rem",
  maxWidth: "24rem",
  fontSize: "0.9rem",
  "&&& a": { display: "inline", padding: 0, width: "auto", color: theme.colors.link, textDecoration: "underline", background: "none" },
});

export const MEMBER_LINKS = [
  { label: "Watched", route: "Watched Page" },
  { label: "Film Alerts", route: "Alerts Page" },
  { label: "Not Interested", route: "Not Interested Page" },
  { label: "Recommendations", route: "Recommendations Page" },
  { label: "My Channels", route: "My Channels Page" },
] as const;

export const AlertsBell = () => {
  const messages = useAppSelector((state) => state.user.user.messages);
  const unread = hasUnread(messages);
  const latest = latestMessages(messages);
  return (
    <DropdownMenu
      buttonCss={menuButton}
      align="end"
      label={
        <>
          <BellIcon solid={unread} />
          <span css={visuallyHidden}>{unread ? "Latest messages (unread)" : "Latest messages"}</span>
        </>
      }
    >
      {(close) => (
        <>
          <li css={{ padding: "0.4rem 1rem 0.2rem", fontWeight: 700 }}>Latest messages</li>
          {latest.length === 0 ? (
            <li css={{ padding: "0.4rem 1rem" }}>{NO_NEW_MESSAGES}</li>
          ) : (
            latest.map((message) => (
              <li key={message.id} css={css(bellList, messageStyle(message))}>
                <small css={{ color: theme.colors.muted, fontStyle: "normal", fontWeight: 400 }}>{formatMessageDay(message.date)}</small>
                <MessageText message={message} onFollow={close} />
              </li>
            ))
          )}
          <li css={{ borderTop: `1px solid ${theme.colors.line}`, marginTop: "0.25rem" }}>
            <Link href={pathFor("Messages Page")} onClick={close}>
              Check all messages
            </Link>
          </li>
        </>
      )}
    </DropdownMenu>
  );
};

export const AvatarMenu = () => {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.user.user);
  const unread = hasUnread(user.messages);
  return (
    <DropdownMenu
      buttonCss={menuButton}
      align="end"
      label={
        <>
          <Avatar src={user.profile_img} />
          <span css={email}>{user.email}</span>
          <span css={visuallyHidden}>Account menu</span>
        </>
      }
    >
      {(close) => (
        <>
          {MEMBER_LINKS.map((entry) => (
            <li key={entry.route}>
              <Link href={pathFor(entry.route)} onClick={close}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <Link href={pathFor("Messages Page")} onClick={close} css={{ "&&": { display: "flex", alignItems: "center", gap: "0.4rem" } }}>
              Messages <BellIcon solid={unread} size={16} />
              {unread && <span css={visuallyHidden}>(unread)</span>}
            </Link>
          </li>
          <li>
            <Link href={pathFor("Profile Page")} onClick={close}>
              Profile
            </Link>
          </li>
          {user.admin === true && (
            <li>
              <Link href={pathFor("Dashboard Page")} onClick={close}>
                Dashboard
              </Link>
            </li>
          )}
          <li css={{ borderTop: `1px solid ${theme.colors.line}` }}>
            <button
              type="button"
              onClick={() => {
                close();
                void dispatch(logOut());
              }}
            >
              Log out
            </button>
          </li>
        </>
      )}
    </DropdownMenu>
  );
};

export const MemberMenu = () => (
  <>
    <AlertsBell />
    <AvatarMenu />
  </>
);
