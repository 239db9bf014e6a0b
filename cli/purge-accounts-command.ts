import { Console, Effect } from "effect";
import { Command } from "effect/cli";
import { purgeAccounts } from "../application/accounts/purge-accounts.ts";
import { AccountServicesFromEnvironment } from "./account-services-layer.ts";
import { recordedJob } from "./recorded-job.ts";

export const purgeAccountsCommand = Command.make("purge-accounts", {}, () =>
  Effect.gen(function* () {
    const summary = yield* recordedJob("purge-accounts", purgeAccounts());
    yield* Console.log(
      `Purged ${summary.accounts} accounts deleted over 2 years ago, ${summary.sessions} expired sessions, ` +
        `${summary.resetTokens} expired reset tokens, ${summary.emailChanges} expired email changes, ` +
        `${summary.loginCounters} idle login counters and ${summary.rateLimits} ended request limits.`,
    );
  }).pipe(Effect.provide(AccountServicesFromEnvironment)),
).pipe(
  Command.withDescription(
    "Remove the anonymised rows of accounts deleted more than two years ago, and expired sessions, reset tokens, email changes, login counters and request limits (safe to run from cron)",
  ),
);
