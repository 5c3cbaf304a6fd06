// One row of the audit log as admins read it (GET /api/admin/audit, and a member's file): a type
// only, one shape for the server, the mocks and the console (docs/decisions/050).

/** `actor` 'mpesa' is M-Pesa acting by itself, 'cli' the command line. */
export interface AdminAuditEntry {
  id: string;
  actor: string;
  /** '' when the actor is no admin (M-Pesa, the command line, a member) */
  actorEmail: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  created: string;
}
