import { Effect, Layer, Option } from "effect";
import { EmailAlreadyRegistered } from "../../../application/accounts/account-failures.ts";
import { AccountRepository, type AccountProfile, type Credentials } from "../../../application/accounts/account-repository.ts";
import { Database } from "../database-service.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { AT, epochMs, isUniqueViolation, selectRows, statement, transaction, writeRows } from "./sql-statement.ts";

const CREDENTIALS = `select id, email, password_hash as "passwordHash" from app_user where terminated_at is null`;

const PROFILE = `select id, email, username, profile_img as "profileImage", ${epochMs("premium_until")} as "premiumUntil",
  receive_newsletter as "receiveNewsletter", receive_film_alerts as "receiveFilmAlerts",
  preferred_view as "preferredView", filters, role = 'admin' as admin
  from app_user where id = ? and terminated_at is null`;

const emailTaken = () => new EmailAlreadyRegistered({ message: "email already registered" });

export const AccountRepositoryPostgres = Layer.effect(
  AccountRepository,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const one = <Row>(sql: string, params: ReadonlyArray<unknown>) =>
      statement(orm, async (em) => Option.fromNullishOr((await selectRows<Row>(em, sql, params))[0]));
    const write = (sql: string, params: ReadonlyArray<unknown>) => statement(orm, (em) => writeRows(em, sql, params)).pipe(Effect.asVoid);

    return AccountRepository.of({
      findCredentialsByEmail: (email) => one<Credentials>(`${CREDENTIALS} and lower(email) = lower(?)`, [email]),
      findCredentialsById: (id) => one<Credentials>(`${CREDENTIALS} and id = ?`, [id]),
      register: (account, welcome) =>
        Effect.tryPromise({
          try: () =>
            orm.em.fork().transactional(async (em) => {
              const [row] = await selectRows<{ id: number }>(em, "insert into app_user (email, password_hash) values (?, ?) returning id", [
                account.email,
                account.passwordHash,
              ]);
              if (row === undefined) throw new Error("insert returned no id");
              await enqueueMailSql(em, welcome(row.id));
              return row.id;
            }),
          catch: (error) => error,
        }).pipe(Effect.catch((error) => (isUniqueViolation(error) ? Effect.fail(emailTaken()) : Effect.die(error)))),
      recordLogin: (id, at, rehashed) =>
        write(`update app_user set last_login_at = ${AT}, password_hash = coalesce(?, password_hash) where id = ?`, [at, rehashed, id]),
      changeCredentials: (id, change) =>
        Effect.tryPromise({
          try: () =>
            writeRows(orm.em.fork(), "update app_user set email = ?, password_hash = coalesce(?, password_hash) where id = ? and terminated_at is null", [
              change.email,
              change.passwordHash,
              id,
            ]),
          catch: (error) => error,
        }).pipe(
          Effect.asVoid,
          Effect.catch((error) => (isUniqueViolation(error) ? Effect.fail(emailTaken()) : Effect.die(error))),
        ),
      loadProfile: (id) => one<AccountProfile>(PROFILE, [id]),
      setUsername: (id, username) => write("update app_user set username = ? where id = ?", [username, id]),
      setProfileImage: (id, image) =>
        transaction(orm, async (em) => {
          const [row] = await selectRows<{ old: string | null }>(em, "select profile_img as old from app_user where id = ? for update", [id]);
          await writeRows(em, "update app_user set profile_img = ? where id = ? and terminated_at is null", [image, id]);
          return row?.old ?? null;
        }),
      setEmailPreference: (id, preference, subscribe) =>
        write(
          preference === "weekly newsletter"
            ? "update app_user set receive_newsletter = ? where id = ?"
            : "update app_user set receive_film_alerts = ? where id = ?",
          [subscribe, id],
        ),
      saveFilters: (id, filters) => write("update app_user set filters = ?::jsonb where id = ?", [JSON.stringify(filters), id]),
      saveView: (id, view) => write("update app_user set preferred_view = ? where id = ?", [view, id]),
      terminate: (id, at) =>
        transaction(orm, async (em) => {
          const [row] = await selectRows<{ email: string; image: string | null }>(
            em,
            "select email, profile_img as image from app_user where id = ? and terminated_at is null for update",
            [id],
          );
          if (row === undefined) return { profileImage: null };
          for (const table of ["user_title", "channel_list", "message", "session", "password_reset_token", "email_change"]) {
            await writeRows(em, `delete from ${table} where user_id = ?`, [id]);
          }
          await writeRows(em, "delete from mail_outbox where lower(to_address) = lower(?)", [row.email]);
          await writeRows(em, "update feedback set user_id = null, email = null where user_id = ?", [id]);
          await writeRows(em, "update film_report set user_id = null where user_id = ?", [id]);
          await writeRows(
            em,
            `update app_user set email = 'deleted-' || id || '@deleted.invalid', password_hash = '!', username = null,
               profile_img = null, filters = null, receive_newsletter = false, receive_film_alerts = false,
               last_login_at = null, terminated_at = ${AT} where id = ?`,
            [at, id],
          );
          return { profileImage: row.image };
        }),
      purgeTerminatedBefore: (cutoff) => statement(orm, (em) => writeRows(em, `delete from app_user where terminated_at < ${AT}`, [cutoff])),
    });
  }),
);
