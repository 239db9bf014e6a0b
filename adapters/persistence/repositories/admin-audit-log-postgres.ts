import { Effect, Layer } from "effect";
import { AuditLog } from "../../../application/admin/audit-log.ts";
import type { AuditEntry } from "../../../domain/admin/audit-entry.ts";
import { Database } from "../database-service.ts";
import { epochMs, selectRows, statement } from "./sql-statement.ts";

export const AuditLogPostgres = Layer.effect(
  AuditLog,
  Effect.gen(function* () {
    const { orm } = yield* Database;
    return AuditLog.of({
      recent: (count, offset) =>
        statement(orm, (em) =>
          selectRows<AuditEntry>(
            em,
            `select id, ${epochMs("at")} as at, actor, action, target, before, after from admin_audit order by at desc, id desc limit ? offset ?`,
            [count, offset],
          ),
        ),
    });
  }),
);
