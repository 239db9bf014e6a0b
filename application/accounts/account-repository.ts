import { Context, type Effect, type Option } from "effect";
import type { EmailPreference } from "../../domain/email-preference.ts";
import type { View } from "../../domain/view.ts";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";
import type { EmailAlreadyRegistered } from "./account-failures.ts";

export interface Credentials {
  readonly id: number;
  readonly email: string;
  readonly passwordHash: string;
}

export interface AccountProfile {
  readonly id: number;
  readonly email: string;
  readonly username: string | null;
  readonly profileImage: string | null;
  readonly premiumUntil: number | null;
  readonly receiveNewsletter: boolean;
  readonly receiveFilmAlerts: boolean;
  readonly preferredView: View;
  /** As stored: possibly partial or from an older version, so readers decode it leniently. */
  readonly filters: unknown;
  readonly admin: boolean;
}

export interface AccountRepositoryShape {
  /** Emails match without regard to letter case; terminated accounts are never found. */
  readonly findCredentialsByEmail: (email: string) => Effect.Effect<Option.Option<Credentials>>;
  readonly findCredentialsById: (id: number) => Effect.Effect<Option.Option<Credentials>>;
  /** Creates the account and enqueues its welcome mail in one transaction. */
  readonly register: (
    account: { readonly email: string; readonly passwordHash: string },
    welcome: (id: number) => OutgoingMail,
  ) => Effect.Effect<number, EmailAlreadyRegistered>;
  readonly recordLogin: (id: number, at: number, rehashed: string | null) => Effect.Effect<void>;
  readonly changeCredentials: (
    id: number,
    change: { readonly email: string; readonly passwordHash: string | null },
  ) => Effect.Effect<void, EmailAlreadyRegistered>;
  readonly loadProfile: (id: number) => Effect.Effect<Option.Option<AccountProfile>>;
  readonly setUsername: (id: number, username: string) => Effect.Effect<void>;
  /** Answers the image it replaced, if any. */
  readonly setProfileImage: (id: number, image: string | null) => Effect.Effect<string | null>;
  readonly setEmailPreference: (id: number, preference: EmailPreference, subscribe: boolean) => Effect.Effect<void>;
  readonly saveFilters: (id: number, filters: unknown) => Effect.Effect<void>;
  readonly saveView: (id: number, view: View) => Effect.Effect<void>;
  /**
   * Deletes every personal row (flags, ratings, lists, messages, sessions, reset tokens, queued mails) and anonymises
   * the account row in one transaction; answers the profile image to remove.
   */
  readonly terminate: (id: number, at: number) => Effect.Effect<{ readonly profileImage: string | null }>;
  /** Removes the anonymised rows of accounts terminated before the cutoff; answers how many. */
  readonly purgeTerminatedBefore: (cutoff: number) => Effect.Effect<number>;
}

export class AccountRepository extends Context.Service<AccountRepository, AccountRepositoryShape>()("tellyfilms/application/AccountRepository") {}
