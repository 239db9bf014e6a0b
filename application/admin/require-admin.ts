import { Effect, Option } from "effect";
import { AdminAccounts } from "./admin-accounts.ts";
import { NOT_AN_ADMIN, NotAnAdmin } from "./admin-failures.ts";
import type { AdminActor } from "./audit-stamp.ts";

/** The admin behind a session; the role is read on every call, so a revoked admin is refused at once. */
export const requireAdmin = Effect.fn("requireAdmin")(function* (userId: number) {
  const role = yield* (yield* AdminAccounts).roleOf(userId);
  if (Option.isNone(role) || !role.value.admin) return yield* new NotAnAdmin({ message: NOT_AN_ADMIN });
  const actor: AdminActor = { userId, email: role.value.email };
  return actor;
});
