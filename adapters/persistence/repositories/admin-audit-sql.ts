import type { SqlEntityManager } from "@mikro-orm/postgresql";
import type { AuditStamp } from "../../../application/admin/audit-stamp.ts";
import { auditDiff, isNoChange, type AuditFields } from "../../../domain/admin/audit-entry.ts";
import { AT, writeRows } from "./sql-statement.ts";

/** Records an admin change in the transaction that makes it; a change that changed nothing is not recorded. */
export const recordAudit = async (em: SqlEntityManager, stamp: AuditStamp, before: AuditFields, after: AuditFields): Promise<void> => {
  const diff = auditDiff(before, after);
  if (isNoChange(diff)) return;
  await writeRows(em, `insert into admin_audit (at, actor, actor_user_id, action, target, before, after) values (${AT}, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`, [
    stamp.at,
    stamp.actor,
    stamp.actorId,
    stamp.action,
    stamp.target,
    JSON.stringify(diff.before),
    JSON.stringify(diff.after),
  ]);
};
