import { Effect, Layer } from "effect";
import { KnownDevices } from "../../../application/accounts/known-devices.ts";
import { Database } from "../database-service.ts";
import { AT, selectRows, statement, writeRows } from "./sql-statement.ts";

export const KnownDevicesPostgres = Layer.effect(
  KnownDevices,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return KnownDevices.of({
      isKnown: (userId, deviceHash) =>
        statement(
          orm,
          async (em) => (await selectRows(em, "select 1 from known_device where user_id = ? and device_hash = ?", [userId, deviceHash])).length > 0,
        ),
      remember: (userId, deviceHash, now) =>
        statement(orm, (em) =>
          writeRows(
            em,
            `insert into known_device (device_hash, user_id, last_login_at) values (?, ?, ${AT})
             on conflict (device_hash, user_id) do update set last_login_at = excluded.last_login_at`,
            [deviceHash, userId, now],
          ),
        ).pipe(Effect.asVoid),
    });
  }),
);
