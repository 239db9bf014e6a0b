import { randomBytes } from "node:crypto";
import { Effect, Layer } from "effect";
import { LinkSigner } from "../../../application/mail/link-signer.ts";
import { linkSignerWithSecret } from "../../security/link-signer-hmac.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { statement } from "./sql-statement.ts";

const KEY_NAME = "links";

/** Signs links with a random key made once and kept in the database, so every app process and job agrees on it. */
export const LinkSignerStoredKey = Layer.effect(
  LinkSigner,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const secret = yield* statement(orm, async (em) => {
      const db = accountDb(em);
      await db
        .insertInto("signing_key")
        .values({ name: KEY_NAME, secret: randomBytes(32).toString("base64url") })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db.selectFrom("signing_key").select("secret").where("name", "=", KEY_NAME).executeTakeFirstOrThrow();
      return row.secret;
    });
    return LinkSigner.of(linkSignerWithSecret(secret));
  }),
);
