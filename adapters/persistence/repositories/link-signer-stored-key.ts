import { randomBytes } from "node:crypto";
import { Effect, Layer } from "effect";
import { LinkSigner } from "../../../application/mail/link-signer.ts";
import { linkSignerWithSecret } from "../../security/link-signer-hmac.ts";
import { Database } from "../database-service.ts";
import { selectRows, statement, writeRows } from "./sql-statement.ts";

const KEY_NAME = "links";

/** Signs links with a random key made once and kept in the database, so every app process and job agrees on it. */
export const LinkSignerStoredKey = Layer.effect(
  LinkSigner,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    const secret = yield* statement(orm, async (em) => {
      await writeRows(em, "insert into signing_key (name, secret) values (?, ?) on conflict (name) do nothing", [
        KEY_NAME,
        randomBytes(32).toString("base64url"),
      ]);
      const [row] = await selectRows<{ secret: string }>(em, "select secret from signing_key where name = ?", [KEY_NAME]);
      if (row === undefined) throw new Error("the link signing key could not be stored");
      return row.secret;
    });
    return LinkSigner.of(linkSignerWithSecret(secret));
  }),
);
