import { Context, type Effect } from "effect";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";

export interface PendingEmailChange {
  readonly tokenDigest: string;
  readonly userId: number;
  readonly newEmail: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export type EmailChangeRedemption =
  { readonly outcome: "changed"; readonly userId: number; readonly newEmail: string } | { readonly outcome: "used" | "unknown" | "expired" | "taken" };

export interface EmailChangesShape {
  /** Stores the pending change and enqueues its mails (the link to the new address, the notice to the old) in one transaction. */
  readonly issue: (change: PendingEmailChange, mails: ReadonlyArray<OutgoingMail>) => Effect.Effect<void>;
  /**
   * In one transaction: marks the unused, unexpired change used and sets the account's email to its new address, unless
   * another account holds that address by now ("taken", and the change stays unused).
   */
  readonly redeem: (tokenDigest: string, now: number) => Effect.Effect<EmailChangeRedemption>;
  /** Forgets changes that expired before the cutoff; answers how many. */
  readonly purgeExpiredBefore: (cutoff: number) => Effect.Effect<number>;
}

/** Email changes waiting for the new address to confirm them. */
export class EmailChanges extends Context.Service<EmailChanges, EmailChangesShape>()("tellyfilms/application/EmailChanges") {}
