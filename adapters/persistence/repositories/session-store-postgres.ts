import { Effect, Layer, Option } from "effect";
import { SessionStore } from "../../../application/accounts/session-store.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { at, epochMsOf, rowsWritten, statement } from "./sql-statement.ts";

export const SessionStorePostgres = Layer.effect(
  SessionStore,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const sessions = <A>(work: (db: ReturnType<typeof accountDb>) => Promise<A>) => statement(orm, (em) => work(accountDb(em)));
    return SessionStore.of({
      create: (session) =>
        sessions((db) =>
          db
            .insertInto("session")
            .values({ id: session.id, user_id: session.userId, last_seen_at: at(session.lastSeenAt), expires_at: at(session.expiresAt) })
            .execute(),
        ).pipe(Effect.asVoid),
      find: (id) =>
        sessions((db) =>
          db
            .selectFrom("session")
            .select(["id", "user_id as userId", epochMsOf("last_seen_at").as("lastSeenAt"), epochMsOf("expires_at").as("expiresAt")])
            .where("id", "=", id)
            .executeTakeFirst(),
        ).pipe(Effect.map(Option.fromNullishOr)),
      touch: (id, lastSeenAt, expiresAt) =>
        sessions((db) =>
          db
            .updateTable("session")
            .set({ last_seen_at: at(lastSeenAt), expires_at: at(expiresAt) })
            .where("id", "=", id)
            .execute(),
        ).pipe(Effect.asVoid),
      revoke: (id) => sessions((db) => db.deleteFrom("session").where("id", "=", id).execute()).pipe(Effect.asVoid),
      revokeAllForUser: (userId, except) =>
        sessions((db) =>
          db
            .deleteFrom("session")
            .where("user_id", "=", userId)
            .where("id", "<>", except ?? "")
            .execute(),
        ).pipe(Effect.asVoid),
      purgeExpired: (now) => sessions((db) => db.deleteFrom("session").where("expires_at", "<=", at(now)).executeTakeFirst()).pipe(Effect.map(rowsWritten)),
    });
  }),
);
