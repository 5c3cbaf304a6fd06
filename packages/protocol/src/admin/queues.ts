// The rows of the admins' queues (GET /api/admin/withdrawals, /registrations, /duplicate-phones)
// and what their moves answer: types only, one shape for the server, the mocks and the console
// (docs/decisions/050); the console imports them type-only.
import type { RegistrationRecord, WithdrawalRecord } from '@mapato/core';

/** A payout's job: awaiting_approval → queued → sending → sent → paid | failed, or review; by hand: paid_by_hand | cancelled. */
export interface AdminPayout {
  state: string;
  /** ids of the admins who approved it */
  approvals: string[];
  /** 2 above the four-eyes threshold (docs/decisions/042) */
  needed: 1 | 2;
  resultDesc: string;
}

/** One row of GET /api/admin/withdrawals; POST …/withdrawals/{id}/{action} answers the bare record. */
export interface AdminWithdrawal extends WithdrawalRecord {
  username: string;
  /** null: no M-Pesa job (manual mode, or settled before M-Pesa was connected) */
  payout: AdminPayout | null;
}

/** One row of GET /api/admin/registrations; POST …/registrations/{id}/{action} answers the bare record. */
export interface AdminRegistration extends RegistrationRecord {
  username: string;
  /** the M-Pesa prompt of a bond paid that way */
  stk: { state: string; resultDesc: string } | null;
}

/** An account on hold because an older account owns its phone (GET /api/admin/duplicate-phones). */
export interface AdminHeldAccount {
  id: string;
  username: string;
  phone: string;
  created: string;
  /** the older account that owns the number, when there still is one */
  owner: { id: string; username: string; created: string } | null;
}

/** POST /api/admin/duplicate-phones/{id}/resolve */
export interface AdminHoldLifted {
  id: string;
  phoneHold: false;
}
