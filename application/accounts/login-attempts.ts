import { Context, type Effect } from "effect";
import type { LoginAttemptCount } from "../../domain/login-throttle.ts";

export interface LoginAttemptsShape {
  /**
   * Counts one attempt atomically before the password is checked, starting a new window when the current one is older
   * than the login window, and answers the count with this attempt: parallel attempts each see a different count.
   */
  readonly take: (key: string, now: number) => Effect.Effect<LoginAttemptCount>;
  /** The count of the key's current window, without counting anything; none when no window is running. */
  readonly peek: (key: string, now: number) => Effect.Effect<LoginAttemptCount | null>;
  /** Gives back one counted attempt (a login that succeeded). */
  readonly giveBack: (key: string) => Effect.Effect<void>;
  readonly clear: (key: string) => Effect.Effect<void>;
  readonly purgeIdleSince: (cutoff: number) => Effect.Effect<number>;
}

export class LoginAttempts extends Context.Service<LoginAttempts, LoginAttemptsShape>()("tellyfilms/application/LoginAttempts") {}
