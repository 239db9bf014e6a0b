import { Effect, Layer, Option } from "effect";
import { EmailAlreadyRegistered } from "../../../application/accounts/account-failures.ts";
import { AdminAccounts } from "../../../application/admin/admin-accounts.ts";
import { Database } from "../database-service.ts";
import { accountDb, emailIs, isAdmin } from "./account-tables.ts";
import { recordAudit } from "./admin-audit-sql.ts";
import { isUniqueViolation, statement, transaction } from "./sql-statement.ts";

class EmailTaken extends Error {}

export const AdminAccountsPostgres = Layer.effect(
  AdminAccounts,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return AdminAccounts.of({
      roleOf: (userId) =>
        statement(orm, (em) =>
          accountDb(em)
            .selectFrom("app_user")
            .select(["email", isAdmin.as("admin")])
            .where("id", "=", userId)
            .where("terminated_at", "is", null)
            .executeTakeFirst(),
        ).pipe(Effect.map(Option.fromNullishOr)),
      setAdmin: (email, admin, stamp) =>
        transaction(orm, async (em) => {
          const db = accountDb(em);
          const row = await db
            .selectFrom("app_user")
            .select(["id", isAdmin.as("admin")])
            .where(emailIs(email))
            .where("terminated_at", "is", null)
            .forUpdate()
            .executeTakeFirst();
          if (row === undefined) return Option.none();
          if (row.admin !== admin) {
            await db
              .updateTable("app_user")
              .set({ role: admin ? "admin" : "user" })
              .where("id", "=", row.id)
              .execute();
            await recordAudit(em, stamp, { admin: row.admin }, { admin });
          }
          return Option.some({ changed: row.admin !== admin });
        }),
      hasAdmin: statement(orm, (em) =>
        accountDb(em).selectFrom("app_user").select("id").where("role", "=", "admin").where("terminated_at", "is", null).limit(1).executeTakeFirst(),
      ).pipe(Effect.map((row) => row !== undefined)),
      createAdmin: (account, stamp) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em) => {
              const row = await accountDb(em)
                .insertInto("app_user")
                .values({ email: account.email, password_hash: account.passwordHash, role: "admin" })
                .returning("id")
                .executeTakeFirstOrThrow()
                .catch((error: unknown) => {
                  throw isUniqueViolation(error) ? new EmailTaken() : error;
                });
              await recordAudit(em, stamp, { admin: null }, { admin: true });
              return row.id;
            }),
          catch: (error) => error,
        }).pipe(
          Effect.catch((error) =>
            error instanceof EmailTaken || isUniqueViolation(error)
              ? Effect.fail(new EmailAlreadyRegistered({ message: "email already registered" }))
              : Effect.die(error),
          ),
        ),
    });
  }),
);
