import { Clock, Effect, Option } from "effect";
import { CLI_ACTOR } from "../../domain/admin/audit-entry.ts";
import { AdminAccounts } from "./admin-accounts.ts";
import { AccountNotFound } from "./admin-failures.ts";

const setRole = (email: string, admin: boolean) =>
  Effect.gen(function* () {
    const at = yield* Clock.currentTimeMillis;
    const target = email.trim();
    const action = admin ? "grant admin" : "revoke admin";
    const result = yield* (yield* AdminAccounts).setAdmin(target, admin, {
      actor: CLI_ACTOR,
      actorId: null,
      at,
      action,
      target: `user ${target.toLowerCase()}`,
    });
    if (Option.isNone(result)) return yield* new AccountNotFound({ message: `No account has the email ${target}.` });
    return result.value;
  });

/** Operator command: the account may use the dashboard from its next request. */
export const grantAdmin = (email: string) => setRole(email, true);

/** Operator command: the account is refused by the dashboard from its next request. */
export const revokeAdmin = (email: string) => setRole(email, false);
