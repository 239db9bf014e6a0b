import { Context, type Effect } from "effect";
import type { LoginFailures } from "../../domain/login-throttle.ts";

export interface LoginAttemptsShape {
  readonly read: (key: string) => Effect.Effect<LoginFailures | null>;
  /** Counts one failure atomically, starting a new window when the current one is older than the login window. */
  readonly recordFailure: (key: string, now: number) => Effect.Effect<void>;
  readonly clear: (key: string) => Effect.Effect<void>;
  readonly purgeIdleSince: (cutoff: number) => Effect.Effect<number>;
}

export class LoginAttempts extends Context.Service<LoginAttempts, LoginAttemptsShape>()("tellyfilms/application/LoginAttempts") {}
