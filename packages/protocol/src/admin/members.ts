// Members as admins see them (GET /api/admin/members, /members/{id}, /members/{id}/ledger): types
// only, one shape for the server, the mocks and the console (docs/decisions/050).
import type { AdminAuditEntry } from './audit.ts';
import type { AdminRegistration, AdminWithdrawal } from './queues.ts';
import type { AdminThreadMessage } from './support-threads.ts';

/** One row of GET /api/admin/members */
export interface AdminMemberSummary {
  id: string;
  username: string;
  name: string;
  email: string;
  phone: string;
  level: number;
  balance: number;
  /** withdrawals are held: an older account owns the phone */
  phone_hold: boolean;
  deleted: boolean;
  created: string;
}

export interface AdminMemberProfile extends AdminMemberSummary {
  investment: number;
  income: number;
  referals: number;
  tasks_done: number;
  verified: boolean;
}

/** GET /api/admin/members/{id} */
export interface AdminMemberFile {
  member: AdminMemberProfile;
  withdrawals: AdminWithdrawal[];
  registrations: AdminRegistration[];
  support: AdminThreadMessage[];
  audit: AdminAuditEntry[];
}

/** One ledger row: every change of a balance, with what caused it (`ref`: the record's id). */
export interface AdminLedgerEntry {
  id: string;
  seq: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref: string;
  created: string;
}
