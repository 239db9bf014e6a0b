/** Who makes an admin change, when, and what it is; the repositories record it with the change, in one transaction. */
export interface AuditStamp {
  /** The admin's email, or "cli" for operator commands. */
  readonly actor: string;
  readonly actorId: number | null;
  readonly at: number;
  readonly action: string;
  readonly target: string;
}

/** The admin a dashboard request acts as. */
export interface AdminActor {
  readonly userId: number;
  readonly email: string;
}

export const stampBy = (actor: AdminActor, at: number, action: string, target: string): AuditStamp => ({
  actor: actor.email,
  actorId: actor.userId,
  at,
  action,
  target,
});
