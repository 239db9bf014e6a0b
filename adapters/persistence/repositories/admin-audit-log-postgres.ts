import { Effect, Layer, Schema } from "effect";
import { AuditLog } from "../../../application/admin/audit-log.ts";
import { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import { Database } from "../database-service.ts";
import { accountDb } from "./account-tables.ts";
import { epochMsOf, statement } from "./sql-statement.ts";

const decodeEntries = Schema.decodeUnknownSync(Schema.Array(AuditEntry));

export const AuditLogPostgres = Layer.effect(
  AuditLog,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return AuditLog.of({
      recent: (count, offset) =>
        statement(orm, async (em) =>
          decodeEntries(
            await accountDb(em)
              .selectFrom("admin_audit")
              .select(["id", epochMsOf("at").as("at"), "actor", "action", "target", "before", "after"])
              .orderBy("at", "desc")
              .orderBy("id", "desc")
              .limit(count)
              .offset(offset)
              .execute(),
          ),
        ),
    });
  }),
);
