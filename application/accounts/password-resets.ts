import { Context, type Effect } from "effect";
import type { OutgoingMail } from "../mail/outgoing-mail.ts";

export interface PasswordResetsShape {
  readonly countIssuedSince: (userId: number, since: number) => Effect.Effect<number>;
  /** Stores the token digest and enqueues the mail carrying the token in one transaction. */
  readonly issue: (
    reset: { readonly tokenDigest: string; readonly userId: number; readonly createdAt: number; readonly expiresAt: number },
    mail: OutgoingMail,
  ) => Effect.Effect<void>;
  readonly isRedeemable: (tokenDigest: string, now: number) => Effect.Effect<boolean>;
  /**
   * In one transaction: marks the unused, unexpired token used, sets the new password hash and ends every session of
   * its user. Answers the user, or null when the token cannot be redeemed.
   */
  readonly redeem: (tokenDigest: string, now: number, passwordHash: string) => Effect.Effect<number | null>;
  readonly purgeExpired: (now: number) => Effect.Effect<number>;
}

export class PasswordResets extends Context.Service<PasswordResets, PasswordResetsShape>()("tellyfilms/application/PasswordResets") {}
