import { Context, type Effect } from "effect";
import type { AuditEntry } from "../../domain/admin/audit-entry.ts";

export interface AuditLogShape {
  /** Newest first. */
  readonly recent: (count: number, offset: number) => Effect.Effect<ReadonlyArray<AuditEntry>>;
}

/** Reads the record of admin changes; the changes themselves write it. */
export class AuditLog extends Context.Service<AuditLog, AuditLogShape>()("tellyfilms/application/AuditLog") {}
