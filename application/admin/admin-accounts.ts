import { Context, type Effect, type Option } from "effect";
import type { EmailAlreadyRegistered } from "../accounts/account-failures.ts";
import type { AuditStamp } from "./audit-stamp.ts";

export interface AccountRole {
  readonly email: string;
  readonly admin: boolean;
}

export interface AdminAccountsShape {
  /** The live account's email and role; none when the account does not exist or was deleted. */
  readonly roleOf: (userId: number) => Effect.Effect<Option.Option<AccountRole>>;
  /** Sets the role of the live account with this email (any letter case) and records the change; none when there is no such account. */
  readonly setAdmin: (email: string, admin: boolean, stamp: AuditStamp) => Effect.Effect<Option.Option<{ readonly changed: boolean }>>;
  readonly hasAdmin: Effect.Effect<boolean>;
  /** Creates an admin account and records it. */
  readonly createAdmin: (
    account: { readonly email: string; readonly passwordHash: string },
    stamp: AuditStamp,
  ) => Effect.Effect<number, EmailAlreadyRegistered>;
}

/** Who may use the dashboard; every change of a role is written to the audit log with it. */
export class AdminAccounts extends Context.Service<AdminAccounts, AdminAccountsShape>()("tellyfilms/application/AdminAccounts") {}
