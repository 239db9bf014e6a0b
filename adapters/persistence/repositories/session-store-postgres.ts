import { Effect, Layer, Option } from "effect";
import { SessionStore, type StoredSession } from "../../../application/accounts/session-store.ts";
import { Database } from "../database-service.ts";
import { AT, epochMs, selectRows, statement, writeRows } from "./sql-statement.ts";

export const SessionStorePostgres = Layer.effect(
  SessionStore,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const write = (sql: string, params: ReadonlyArray<unknown>) => statement(orm, (em) => writeRows(em, sql, params));
    return SessionStore.of({
      create: (session) =>
        write(`insert into session (id, user_id, last_seen_at, expires_at) values (?, ?, ${AT}, ${AT})`, [
          session.id,
          session.userId,
          session.lastSeenAt,
          session.expiresAt,
        ]).pipe(Effect.asVoid),
      find: (id) =>
        statement(orm, async (em) => {
          const rows = await selectRows<StoredSession>(
            em,
            `select id, user_id as "userId", ${epochMs("last_seen_at")} as "lastSeenAt", ${epochMs("expires_at")} as "expiresAt"
             from session where id = ?`,
            [id],
          );
          return Option.fromNullishOr(rows[0]);
        }),
      touch: (id, lastSeenAt, expiresAt) =>
        write(`update session set last_seen_at = ${AT}, expires_at = ${AT} where id = ?`, [lastSeenAt, expiresAt, id]).pipe(Effect.asVoid),
      revoke: (id) => write("delete from session where id = ?", [id]).pipe(Effect.asVoid),
      revokeAllForUser: (userId, except) => write("delete from session where user_id = ? and id <> ?", [userId, except ?? ""]).pipe(Effect.asVoid),
      purgeExpired: (now) => write(`delete from session where expires_at <= ${AT}`, [now]),
    });
  }),
);
