import { Effect, Layer } from "effect";
import { UserMessages } from "../../../application/personal/user-messages.ts";
import type { Message } from "../../../domain/message.ts";
import { Database } from "../database-service.ts";
import { AT, epochMs, selectRows, statement, writeRows } from "./sql-statement.ts";

const COLUMNS = `id, ${epochMs("created_at")} as date, text, read, kind, slug`;

export const UserMessagesPostgres = Layer.effect(
  UserMessages,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return UserMessages.of({
      latest: (userId, limit) =>
        statement(orm, (em) =>
          selectRows<Message>(em, `select ${COLUMNS} from message where user_id = ? order by created_at desc, id desc limit ?`, [userId, limit]),
        ),
      add: (userId, message) =>
        statement(orm, async (em) => {
          const [row] = await selectRows<Message>(
            em,
            `insert into message (user_id, created_at, text, kind, slug) values (?, ${AT}, ?, ?, ?) returning ${COLUMNS}`,
            [userId, message.createdAt, message.text, message.kind, message.slug],
          );
          if (row === undefined) throw new Error("insert returned no message");
          return row;
        }),
      markAllRead: (userId) =>
        statement(orm, (em) => writeRows(em, "update message set read = true where user_id = ? and not read", [userId])).pipe(Effect.asVoid),
    });
  }),
);
