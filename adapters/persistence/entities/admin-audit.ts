import { defineEntity, p } from "@mikro-orm/core";
import { User } from "./user.ts";

export const AdminAuditSchema = defineEntity({
  name: "AdminAudit",
  properties: {
    id: p.integer().primary(),
    at: p.datetime(),
    // the admin's email as it was, or "cli"; kept when the account is later purged
    actor: p.text(),
    actorUser: () => p.manyToOne(User).nullable().deleteRule("set null").index(),
    action: p.text(),
    target: p.text(),
    before: p.json<Record<string, unknown>>(),
    after: p.json<Record<string, unknown>>(),
  },
  indexes: [{ properties: ["at"] }, { properties: ["target", "at"] }],
});

export class AdminAudit extends AdminAuditSchema.class {}
AdminAuditSchema.setClass(AdminAudit);
