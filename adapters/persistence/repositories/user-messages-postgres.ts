import { Effect, Layer, Schema } from "effect";
import { UserMessages } from "../../../application/personal/user-messages.ts";
import { Message } from "../../../domain/message.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { at, epochMsOf, statement } from "./sql-statement.ts";

const COLUMNS = ["id", epochMsOf("created_at").as("date"), "text", "read", "kind", "slug"] as const;

const decodeMessages = Schema.decodeUnknownSync(Schema.Array(Message));
const decodeMessage = Schema.decodeUnknownSync(Message);

export const UserMessagesPostgres = Layer.effect(
  UserMessages,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return UserMessages.of({
      latest: (userId, limit) =>
        statement(orm, async (em) =>
          decodeMessages(
            await accountDb(em)
              .selectFrom("message")
              .select(COLUMNS)
              .where("user_id", "=", userId)
              .orderBy("created_at", "desc")
              .orderBy("id", "desc")
              .limit(limit)
              .execute(),
          ),
        ),
      add: (userId, message) =>
        statement(orm, async (em) =>
          decodeMessage(
            await accountDb(em)
              .insertInto("message")
              .values({ user_id: userId, created_at: at(message.createdAt), text: message.text, kind: message.kind, slug: message.slug })
              .returning(COLUMNS)
              .executeTakeFirstOrThrow(),
          ),
        ),
      markAllRead: (userId) =>
        statement(orm, (em) => accountDb(em).updateTable("message").set({ read: true }).where("user_id", "=", userId).where("read", "=", false).execute()).pipe(
          Effect.asVoid,
        ),
    });
  }),
);
