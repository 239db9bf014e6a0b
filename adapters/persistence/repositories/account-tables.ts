import type { SqlEntityManager } from "@mikro-orm/postgresql";
import { sql, type Generated, type Kysely } from "kysely";

/** The columns of the account-side tables, for typed Kysely queries (the entities in ../entities are the schema). */
export interface AppUserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  username: string | null;
  profile_img: string | null;
  premium_until: Date | null;
  role: Generated<"user" | "admin">;
  receive_newsletter: Generated<boolean>;
  receive_film_alerts: Generated<boolean>;
  preferred_view: Generated<"table" | "grid" | "timeline">;
  filters: unknown;
  created_at: Generated<Date>;
  last_login_at: Date | null;
  terminated_at: Date | null;
}

export interface SessionTable {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Date;
}

export interface KnownDeviceTable {
  device_hash: string;
  user_id: number;
  last_login_at: Date;
}

export interface RateLimitTable {
  key: string;
  window_start: Date;
  hits: Generated<number>;
  last_hit_at: Date | null;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface EmailChangeTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  created_at: Generated<Date>;
  text: string;
  read: Generated<boolean>;
  kind: Generated<"film" | "series" | "other">;
  slug: string | null;
}

export interface MailOutboxTable {
  id: Generated<number>;
  dedupe_key: string | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  list_unsubscribe: string | null;
  status: Generated<"pending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Generated<Date>;
}

export interface SigningKeyTable {
  name: string;
  secret: string;
  created_at: Generated<Date>;
}

export interface AdminAuditTable {
  id: Generated<number>;
  at: Date;
  actor: string;
  actor_user_id: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export interface AccountTables {
  app_user: AppUserTable;
  session: SessionTable;
  known_device: KnownDeviceTable;
  rate_limit: RateLimitTable;
  password_reset_token: PasswordResetTokenTable;
  email_change: EmailChangeTable;
  message: MessageTable;
  mail_outbox: MailOutboxTable;
  signing_key: SigningKeyTable;
  admin_audit: AdminAuditTable;
}

/** The entity manager's Kysely (its transaction, if any), typed with the account-side tables. */
export const accountDb = (em: SqlEntityManager): Kysely<AccountTables> => em.getKysely<AccountTables>();

/** `lower(email) = lower(value)`: emails match in any letter case, as the unique index on `lower(email)` has it. */
export const emailIs = (email: string) => sql<boolean>`lower(email) = lower(${email})`;

/** Whether an `app_user` row has the admin role. */
export const isAdmin = sql<boolean>`role = 'admin'`;
