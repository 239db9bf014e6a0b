import { Context, type Effect } from "effect";

export interface PasswordCheck {
  readonly valid: boolean;
  /** The hash was made with weaker parameters than the current ones. */
  readonly needsRehash: boolean;
}

export interface PasswordHasherShape {
  readonly hash: (password: string) => Effect.Effect<string>;
  readonly verify: (hash: string, password: string) => Effect.Effect<PasswordCheck>;
  /** Costs what `verify` costs, so an unknown email answers as slowly as a known one. */
  readonly verifyDummy: (password: string) => Effect.Effect<void>;
}

export class PasswordHasher extends Context.Service<PasswordHasher, PasswordHasherShape>()("tellyfilms/application/PasswordHasher") {}
