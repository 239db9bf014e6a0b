import { EMAIL_CHANGE_LINK_VALID_HOURS, LOGIN_UNLOCK_LINK_VALID_MINUTES, RESET_LINK_VALID_MINUTES } from "../../../domain/account-texts.ts";
import { escapeHtml } from "./mail-html.ts";
import type { AccountLinkMessage, AccountNoticeMessage, EmailChangeRequestedMessage, RenderedMail } from "../../../application/mail/mail-templates.ts";

const html = (paragraphs: ReadonlyArray<string>, link?: { readonly href: string; readonly label: string }): string =>
  [
    '<!doctype html><html><body style="font-family:sans-serif">',
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    link === undefined ? "" : `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    "<p>TellyFilms</p></body></html>",
  ].join("");

const welcomeMail = (siteUrl: string): RenderedMail => {
  const paragraphs = [
    "Welcome to TellyFilms! Your account is ready.",
    "Flag the films you have watched, rate them, and set alerts to get an email the next time a film is on TV.",
  ];
  return {
    subject: "Welcome to TellyFilms",
    text: `${paragraphs.join("\n\n")}\n\n${siteUrl}/\n\nTellyFilms\n`,
    html: html(paragraphs, { href: `${siteUrl}/`, label: "Go to TellyFilms" }),
  };
};

const alreadyRegisteredMail = (siteUrl: string): RenderedMail => {
  const paragraphs = [
    "Someone tried to sign up to TellyFilms with this email address, which already has an account.",
    "If it was you, log in with your password. If you have forgotten it, use 'Forgot password' on the login form.",
    "If it was not you, you can ignore this email: your account has not changed.",
  ];
  return {
    subject: "Your TellyFilms account",
    text: `${paragraphs.join("\n\n")}\n\n${siteUrl}/\n\nTellyFilms\n`,
    html: html(paragraphs, { href: `${siteUrl}/`, label: "Go to TellyFilms" }),
  };
};

const notice = (subject: string, paragraphs: ReadonlyArray<string>, siteUrl: string): RenderedMail => ({
  subject,
  text: `${paragraphs.join("\n\n")}\n\n${siteUrl}/\n\nTellyFilms\n`,
  html: html(paragraphs, { href: `${siteUrl}/`, label: "Go to TellyFilms" }),
});

const addressInUseMail = (siteUrl: string): RenderedMail =>
  notice(
    "Your TellyFilms account",
    [
      "Someone tried to change the email address of a TellyFilms account to this address, which already has an account.",
      "Your account has not changed. If it was you, log in with this address instead.",
    ],
    siteUrl,
  );

const emailChangeRequestedMail = ({ newEmail, siteUrl }: EmailChangeRequestedMessage): RenderedMail =>
  notice(
    "Your TellyFilms email address is being changed",
    [
      `Someone logged in to your TellyFilms account asked to change its email address to ${newEmail}.`,
      "The address changes only when the link we sent to the new address is opened.",
      "If you did not do this, change your password at once (or use 'Forgot password' on the login form): someone else may be using your account.",
    ],
    siteUrl,
  );

/** A mail whose point is one link: what happened, the link with how to use it, and what to do if it was not you. */
const linkMail = (
  subject: string,
  [what, use, notYou]: readonly [string, string, string],
  link: { readonly href: string; readonly label: string },
): RenderedMail => ({
  subject,
  text: `${what}\n\n${use}\n\n${link.href}\n\n${notYou}\n\nTellyFilms\n`,
  html: html([what, use, notYou], link),
});

const confirmEmailChangeMail = (to: string, link: string): RenderedMail =>
  linkMail(
    "Confirm your new TellyFilms email address",
    [
      "Please confirm the new email address of your TellyFilms account.",
      `Open this link within ${EMAIL_CHANGE_LINK_VALID_HOURS} hours to make ${to} your account's email address. It works once.`,
      "If you did not ask for this, ignore this email: nothing changes.",
    ],
    { href: link, label: "Confirm my new email address" },
  );

const passwordChangedMail = (siteUrl: string): RenderedMail =>
  notice(
    "Your TellyFilms password was changed",
    [
      "The password of your TellyFilms account was changed, and every other session was logged out.",
      "If you did not do this, use 'Forgot password' on the login form to choose a new one at once.",
    ],
    siteUrl,
  );

const passwordResetMail = (link: string): RenderedMail =>
  linkMail(
    "Reset your TellyFilms password",
    [
      "We received a request to reset the password of your TellyFilms account.",
      `Open this link within ${RESET_LINK_VALID_MINUTES} minutes to choose a new password. It works once.`,
      "If you did not ask for this, ignore this email: your password has not changed.",
    ],
    { href: link, label: "Reset your password" },
  );

const loginUnlockMail = (link: string): RenderedMail =>
  linkMail(
    "Unlock logging in to TellyFilms",
    [
      "Logging in to your TellyFilms account is being slowed because of many wrong passwords.",
      `Open this link within ${LOGIN_UNLOCK_LINK_VALID_MINUTES} minutes in the browser you log in with: it ends the wait, and that browser keeps its own allowance of attempts from then on.`,
      "If you did not ask for this, someone may be guessing your password: choosing a new one with 'Forgot password' keeps them out.",
    ],
    { href: link, label: "Unlock logging in" },
  );

/** The subject, text and HTML of a mail about the account. */
export const accountMail = (message: AccountNoticeMessage | EmailChangeRequestedMessage | AccountLinkMessage): RenderedMail => {
  switch (message.kind) {
    case "welcome":
      return welcomeMail(message.siteUrl);
    case "already-registered":
      return alreadyRegisteredMail(message.siteUrl);
    case "address-in-use":
      return addressInUseMail(message.siteUrl);
    case "password-changed":
      return passwordChangedMail(message.siteUrl);
    case "email-change-requested":
      return emailChangeRequestedMail(message);
    case "confirm-email-change":
      return confirmEmailChangeMail(message.to, message.link);
    case "password-reset":
      return passwordResetMail(message.link);
    case "login-unlock":
      return loginUnlockMail(message.link);
  }
};
