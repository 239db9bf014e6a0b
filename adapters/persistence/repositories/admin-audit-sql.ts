import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { sql } from "kysely";
import type { AuditStamp } from "../../../application/admin/audit-stamp.ts";
import { auditDiff, isNoChange, type AuditFields } from "../../../domain/admin/audit-entry.ts";
import { accountDb } from "./account-tables.ts";
import { at } from "./sql-statement.ts";

/** Records an admin change in the transaction that makes it; a change that changed nothing is not recorded. */
export const recordAudit = async (em: SqlEntityManager, stamp: AuditStamp, before: AuditFields, after: AuditFields): Promise<void> => {
  const diff = auditDiff(before, after);
  if (isNoChange(diff)) return;
  await accountDb(em)
    .insertInto("admin_audit")
    .values({
      at: at(stamp.at),
      actor: stamp.actor,
      actor_user_id: stamp.actorId,
      action: stamp.action,
      target: stamp.target,
      before: sql`${JSON.stringify(diff.before)}::jsonb`,
      after: sql`${JSON.stringify(diff.after)}::jsonb`,
    })
    .execute();
};
