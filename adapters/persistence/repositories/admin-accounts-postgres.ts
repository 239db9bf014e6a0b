import { Effect, Layer, Option } from "effect";
import { EmailAlreadyRegistered } from "../../../application/accounts/account-failures.ts";
import { AdminAccounts, type AccountRole } from "../../../application/admin/admin-accounts.ts";
import { Database } from "../database-service.ts";
import { recordAudit } from "./admin-audit-sql.ts";
import { isUniqueViolation, selectRows, statement, transaction, writeRows } from "./sql-statement.ts";

class EmailTaken extends Error {}

export const AdminAccountsPostgres = Layer.effect(
  AdminAccounts,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return AdminAccounts.of({
      roleOf: (userId) =>
        statement(orm, (em) =>
          selectRows<AccountRole>(em, `select email, role = 'admin' as admin from app_user where id = ? and terminated_at is null`, [userId]),
        ).pipe(Effect.map((rows) => Option.fromNullishOr(rows[0]))),
      setAdmin: (email, admin, stamp) =>
        transaction(orm, async (em) => {
          const [row] = await selectRows<{ id: number; admin: boolean }>(
            em,
            `select id, role = 'admin' as admin from app_user where lower(email) = lower(?) and terminated_at is null for update`,
            [email],
          );
          if (row === undefined) return Option.none();
          if (row.admin !== admin) {
            await writeRows(em, "update app_user set role = ? where id = ?", [admin ? "admin" : "user", row.id]);
            await recordAudit(em, stamp, { admin: row.admin }, { admin });
          }
          return Option.some({ changed: row.admin !== admin });
        }),
      hasAdmin: statement(orm, (em) =>
        selectRows<{ found: boolean }>(em, `select exists (select 1 from app_user where role = 'admin' and terminated_at is null) as found`),
      ).pipe(Effect.map((rows) => rows[0]?.found === true)),
      createAdmin: (account, stamp) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em) => {
              const [row] = await selectRows<{ id: number }>(em, "insert into app_user (email, password_hash, role) values (?, ?, 'admin') returning id", [
                account.email,
                account.passwordHash,
              ]).catch((error: unknown) => {
                throw isUniqueViolation(error) ? new EmailTaken() : error;
              });
              if (row === undefined) throw new Error("insert returned no id");
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
