// The shapes of what only admins see in the mocks (see world.ts), apart from the code that makes
// it, so the sample data (seed.ts) and the world can both name them without a cycle.
import type { AdminRole } from '@mapato/core';

export interface StoredAdmin {
  id: string;
  email: string;
  password: string;
  role: AdminRole;
  tokenKey: string;
  created: string;
}

export interface AuditRow {
  id: string;
  /** an operator's id, 'mpesa' (M-Pesa by itself) or 'cli' (the command line) */
  actor: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
  created: string;
}

/** A payout's M-Pesa job, as the server's `payouts` table keeps it. */
export interface PayoutJob {
  state: string;
  approvals: string[];
  resultDesc: string;
}

export interface AdminWorld {
  /** the first seeded member's id: a reset store has another, and gets a new world */
  generation: string;
  operators: StoredAdmin[];
  audit: AuditRow[];
  /** by withdrawal id; a withdrawal without one was settled before M-Pesa was connected */
  payouts: Map<string, PayoutJob>;
  /** by registration id: bonds paid by an M-Pesa prompt */
  stk: Map<string, { state: string; resultDesc: string }>;
  /** members whose withdrawals wait until an operator lifts the hold */
  holds: Set<string>;
  /** withdrawals present when the world was made (no M-Pesa job unless the seed gave one) */
  seeded: Set<string>;
  /** by withdrawal id: admins who marked a payout with no M-Pesa job paid by hand */
  handApprovals: Map<string, string[]>;
}
