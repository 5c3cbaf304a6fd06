// GET /api/admin/reconciliation's answer and its rules (docs/decisions/018): which payouts and bonds
// of a Nairobi day differ from what M-Pesa said or are still open, in the words an admin reads
// beside the M-Pesa statement. The server reads its tables by them, the mocks their M-Pesa jobs.
export interface Discrepancy {
  kind: 'payout' | 'bond' | 'project' | 'refund' | 'callback' | 'balance';
  /** the withdrawal, registration, project prompt (stk payment), client refund (payout), callback or balance query id */
  id: string;
  uid: string;
  amount: number;
  /** our side: the record's state */
  ours: string;
  /** M-Pesa's side: what it said, or that it has said nothing final */
  mpesa: string;
  created: string;
}

interface Totals {
  count: number;
  paid: number;
  paidAmount: number;
}

export interface Reconciliation {
  day: string;
  payouts: Totals;
  bonds: Totals;
  discrepancies: Discrepancy[];
}

type Mismatch = Pick<Discrepancy, 'ours' | 'mpesa'> | null;
interface Job {
  /** the M-Pesa job's state */
  state: string;
  receipt: string;
  result_desc: string;
}

const OPEN_PAYOUT = ['queued', 'sending', 'sent', 'checking'];
const OPEN_STK = ['sending', 'pending', 'unknown'];

/** A payout whose withdrawal (`status`) and M-Pesa job disagree or are not settled yet. */
export function payoutMismatch(p: Job, status: string): Mismatch {
  const ours = `withdrawal ${status}, payout ${p.state}`;
  if (OPEN_PAYOUT.includes(p.state)) return { ours, mpesa: 'no final result yet' };
  if (p.state === 'review') return { ours, mpesa: p.result_desc || 'unknown' };
  if (p.state === 'paid' && status !== 'disbursed') return { ours, mpesa: `paid (${p.receipt})` };
  if (p.state === 'failed' && status !== 'declined') return { ours, mpesa: 'not paid' };
  if (p.state === 'paid_by_hand') return { ours, mpesa: 'marked paid by an operator: check the statement' };
  return null;
}

/** A bond paid by an M-Pesa prompt whose upgrade request (`status`) and prompt disagree. */
export function bondMismatch(b: Job, status: 'processing' | 'declined' | 'confirmed'): Mismatch {
  const ours = `upgrade ${status}, STK ${b.state}`;
  if (OPEN_STK.includes(b.state)) return { ours, mpesa: b.result_desc || 'no final result yet' };
  if (b.state === 'review') return { ours, mpesa: b.result_desc || 'unknown' };
  if (b.state === 'paid' && status !== 'confirmed') return { ours, mpesa: `paid (${b.receipt})` };
  if (b.state === 'failed' && status !== 'declined') return { ours, mpesa: 'not paid' };
  if (b.state === 'paid_by_hand') return { ours, mpesa: 'confirmed by an operator: check the statement' };
  return null;
}

/** A client's refund (ADR 065) M-Pesa has not settled yet, or that waits for a person. */
export function refundMismatch(p: Job): Mismatch {
  const ours = `client refund ${p.state}`;
  if (OPEN_PAYOUT.includes(p.state)) return { ours, mpesa: 'no final result yet' };
  if (p.state === 'review') return { ours, mpesa: p.result_desc || 'unknown' };
  return null;
}

/**
 * A client's prompt for a project (ADR 057) still open, with a person, or paid without the
 * client's deposit that must go with it (`deposited`: a client ledger row for its receipt).
 */
export function projectPromptMismatch(b: Job, deposited: boolean): Mismatch {
  const ours = `project prompt ${b.state}${deposited ? ', deposited' : ''}`;
  if (OPEN_STK.includes(b.state)) return { ours, mpesa: b.result_desc || 'no final result yet' };
  if (b.state === 'review') return { ours, mpesa: b.result_desc || 'unknown' };
  if (b.state === 'paid' && !deposited) return { ours, mpesa: `paid (${b.receipt})` };
  if (b.state !== 'paid' && deposited) return { ours, mpesa: 'not paid' };
  return null;
}

/** How many jobs the day had, how many M-Pesa paid, and for how much. */
export const totals = (rows: ReadonlyArray<{ state: string; amount: number | string }>): Totals => ({
  count: rows.length,
  paid: rows.filter((r) => r.state === 'paid').length,
  paidAmount: rows.filter((r) => r.state === 'paid').reduce((sum, r) => sum + Number(r.amount), 0),
});
