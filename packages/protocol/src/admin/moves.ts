// Which states each admin action may leave, and which payments M-Pesa may be handling right now:
// the server's conditional UPDATEs and the mocks' in-memory moves read the same table
// (docs/decisions/050). The four-eyes count is core's approvalsNeeded (docs/decisions/042).
export type WithdrawalAction = 'processing' | 'disburse' | 'decline';
export type RegistrationAction = 'approve' | 'decline';
export type MovedWithdrawalStatus = 'processing' | 'disbursed' | 'declined';

export const WITHDRAWAL_MOVES: Readonly<
  Record<WithdrawalAction, { readonly from: readonly string[]; readonly to: MovedWithdrawalStatus }>
> = {
  processing: { from: ['pending'], to: 'processing' },
  disburse: { from: ['pending', 'processing'], to: 'disbursed' },
  decline: { from: ['pending', 'processing'], to: 'declined' },
};

const REGISTRATION_ACTIONS: readonly RegistrationAction[] = ['approve', 'decline'];

export const isWithdrawalAction = (action: string): action is WithdrawalAction =>
  Object.hasOwn(WITHDRAWAL_MOVES, action);
export const isRegistrationAction = (action: string): action is RegistrationAction =>
  (REGISTRATION_ACTIONS as readonly string[]).includes(action);

// A payout or STK payment M-Pesa may be handling right now cannot be settled by hand: its
// result is coming, and a payout refunded by hand and then paid by M-Pesa would pay twice.
const IN_FLIGHT_PAYOUT = ['sending', 'sent', 'checking'];
// 'unknown': the push may have reached the phone; the worker moves it to review when time is up.
const IN_FLIGHT_STK = ['sending', 'pending', 'unknown'];

/** Sent or being sent, or queued again after an answer that never came back (it may still be paid). */
export const payoutMayBePaying = (payout: { state: string; result_code?: string }): boolean =>
  IN_FLIGHT_PAYOUT.includes(payout.state) ||
  (payout.state === 'queued' && (payout.result_code === 'unknown' || payout.result_code === 'duplicate'));

export const stkMayBePaying = (stk: { state: string }): boolean => IN_FLIGHT_STK.includes(stk.state);
