import { Effect, Layer } from "effect";
import { KnownDevices } from "../../../application/accounts/known-devices.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { at, statement } from "./sql-statement.ts";

export const KnownDevicesPostgres = Layer.effect(
  KnownDevices,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return KnownDevices.of({
      isKnown: (userId, deviceHash) =>
        statement(orm, async (em) => {
          const row = await accountDb(em)
            .selectFrom("known_device")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("device_hash", "=", deviceHash)
            .executeTakeFirst();
          return row !== undefined;
        }),
      remember: (userId, deviceHash, now) =>
        statement(orm, (em) =>
          accountDb(em)
            .insertInto("known_device")
            .values({ device_hash: deviceHash, user_id: userId, last_login_at: at(now) })
            .onConflict((conflict) => conflict.columns(["device_hash", "user_id"]).doUpdateSet((eb) => ({ last_login_at: eb.ref("excluded.last_login_at") })))
            .execute(),
        ).pipe(Effect.asVoid),
    });
  }),
);
