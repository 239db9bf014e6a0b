import { Effect, Layer, Option } from "effect";
import { sql } from "kysely";
import { EmailAlreadyRegistered } from "../../../application/accounts/account-failures.ts";
import { AccountRepository } from "../../../application/accounts/account-repository.ts";
import { Database } from "../database-service.ts";
import { accountDb, emailIs, isAdmin } from "./account-tables.ts";
import { enqueueMailSql } from "./enqueue-mail-sql.ts";
import { at, epochMsOf, isUniqueViolation, rowsWritten, transaction } from "./sql-statement.ts";

const emailTaken = () => new EmailAlreadyRegistered({ message: "email already registered" });

const failOnTakenEmail = <A>(effect: Effect.Effect<A, unknown>) =>
  effect.pipe(Effect.catch((error) => (isUniqueViolation(error) ? Effect.fail(emailTaken()) : Effect.die(error))));

/** The tables whose rows belong to one member and go with the account. */
const MEMBER_ROWS = ["user_title", "channel_list", "message", "session", "password_reset_token", "email_change"] as const;

export const AccountRepositoryPostgres = Layer.effect(
  AccountRepository,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const users = () => accountDb(orm.em.fork());
    const credentials = () => users().selectFrom("app_user").select(["id", "email", "password_hash as passwordHash"]).where("terminated_at", "is", null);
    const write = (work: (db: ReturnType<typeof users>) => Promise<unknown>) => Effect.promise(() => work(users())).pipe(Effect.asVoid);

    return AccountRepository.of({
      findCredentialsByEmail: (email) => Effect.promise(() => credentials().where(emailIs(email)).executeTakeFirst()).pipe(Effect.map(Option.fromNullishOr)),
      findCredentialsById: (id) => Effect.promise(() => credentials().where("id", "=", id).executeTakeFirst()).pipe(Effect.map(Option.fromNullishOr)),
      register: (account, welcome) =>
        failOnTakenEmail(
          Effect.tryPromise({
            try: () =>
              orm.em.fork().transactional(async (em) => {
                const row = await accountDb(em)
                  .insertInto("app_user")
                  .values({ email: account.email, password_hash: account.passwordHash })
                  .returning("id")
                  .executeTakeFirstOrThrow();
                await enqueueMailSql(em, welcome(row.id));
                return row.id;
              }),
            catch: (error) => error,
          }),
        ),
      recordLogin: (id, when, rehashed) =>
        write((db) =>
          db
            .updateTable("app_user")
            .set((eb) => ({ last_login_at: at(when), password_hash: eb.fn.coalesce(eb.val(rehashed), "password_hash") }))
            .where("id", "=", id)
            .execute(),
        ),
      changeCredentials: (id, change) =>
        failOnTakenEmail(
          Effect.tryPromise({
            try: () =>
              users()
                .updateTable("app_user")
                .set((eb) => ({ email: change.email, password_hash: eb.fn.coalesce(eb.val(change.passwordHash), "password_hash") }))
                .where("id", "=", id)
                .where("terminated_at", "is", null)
                .execute(),
            catch: (error) => error,
          }),
        ).pipe(Effect.asVoid),
      loadProfile: (id) =>
        Effect.promise(() =>
          users()
            .selectFrom("app_user")
            .select([
              "id",
              "email",
              "username",
              "profile_img as profileImage",
              epochMsOf<number | null>("premium_until").as("premiumUntil"),
              "receive_newsletter as receiveNewsletter",
              "receive_film_alerts as receiveFilmAlerts",
              "preferred_view as preferredView",
              "filters",
              isAdmin.as("admin"),
            ])
            .where("id", "=", id)
            .where("terminated_at", "is", null)
            .executeTakeFirst(),
        ).pipe(Effect.map(Option.fromNullishOr)),
      setUsername: (id, username) => write((db) => db.updateTable("app_user").set({ username }).where("id", "=", id).execute()),
      setProfileImage: (id, image) =>
        transaction(orm, async (em) => {
          const db = accountDb(em);
          const row = await db.selectFrom("app_user").select("profile_img as old").where("id", "=", id).forUpdate().executeTakeFirst();
          await db.updateTable("app_user").set({ profile_img: image }).where("id", "=", id).where("terminated_at", "is", null).execute();
          return row?.old ?? null;
        }),
      setEmailPreference: (id, preference, subscribe) =>
        write((db) =>
          db
            .updateTable("app_user")
            .set(preference === "weekly newsletter" ? { receive_newsletter: subscribe } : { receive_film_alerts: subscribe })
            .where("id", "=", id)
            .execute(),
        ),
      saveFilters: (id, filters) =>
        write((db) =>
          db
            .updateTable("app_user")
            .set({ filters: sql`${JSON.stringify(filters)}::jsonb` })
            .where("id", "=", id)
            .execute(),
        ),
      saveView: (id, view) => write((db) => db.updateTable("app_user").set({ preferred_view: view }).where("id", "=", id).execute()),
      terminate: (id, when) =>
        transaction(orm, async (em) => {
          const db = accountDb(em);
          const row = await db
            .selectFrom("app_user")
            .select(["email", "profile_img as image"])
            .where("id", "=", id)
            .where("terminated_at", "is", null)
            .forUpdate()
            .executeTakeFirst();
          if (row === undefined) return { profileImage: null };
          const members = em.getKysely<Record<(typeof MEMBER_ROWS)[number], { user_id: number }>>();
          for (const table of MEMBER_ROWS) {
            await members.deleteFrom(table).where("user_id", "=", id).execute();
          }
          await db
            .deleteFrom("mail_outbox")
            .where(sql<boolean>`lower(to_address) = lower(${row.email})`)
            .execute();
          const anonymous = em.getKysely<{
            feedback: { user_id: number | null; email: string | null };
            film_report: { user_id: number | null };
          }>();
          await anonymous.updateTable("feedback").set({ user_id: null, email: null }).where("user_id", "=", id).execute();
          await anonymous.updateTable("film_report").set({ user_id: null }).where("user_id", "=", id).execute();
          await db
            .updateTable("app_user")
            .set({
              email: sql<string>`'deleted-' || id || '@deleted.invalid'`,
              password_hash: "!",
              username: null,
              profile_img: null,
              filters: null,
              receive_newsletter: false,
              receive_film_alerts: false,
              last_login_at: null,
              terminated_at: at(when),
            })
            .where("id", "=", id)
            .execute();
          return { profileImage: row.image };
        }),
      purgeTerminatedBefore: (cutoff) =>
        Effect.promise(() => users().deleteFrom("app_user").where("terminated_at", "<", at(cutoff)).executeTakeFirst()).pipe(Effect.map(rowsWritten)),
    });
  }),
);
