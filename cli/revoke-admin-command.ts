import { Console, Effect } from "effect";
import { Argument, Command } from "effect/cli";
import { revokeAdmin } from "../application/admin/set-admin-role.ts";
import { adminCommandLayer, failCommand } from "./grant-admin-command.ts";

export const revokeAdminCommand = Command.make(
  "revoke-admin",
  { email: Argument.String("email").pipe(Argument.withDescription("The account's email address (any letter case)")) },
  ({ email }) =>
    revokeAdmin(email).pipe(
      Effect.flatMap(({ changed }) => Console.log(changed ? `${email} is no longer an admin.` : `${email} was not an admin.`)),
      Effect.catchTag("AccountNotFound", (error) => failCommand(error.message)),
      Effect.provide(adminCommandLayer()),
    ),
).pipe(Command.withDescription("Stop an account from using the admin dashboard, from its next request (recorded in the audit log)"));
