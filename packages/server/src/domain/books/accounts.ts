// The accounts of the double-entry books (ADR 073). A member's, a client's and a project's account
// is named after its owner and keeps its balance on the owner's row (users.balance,
// clients.balance, projects.reserve + held); the business's own accounts are rows of `accounts`.

/** The business's accounts, and the side their balance grows on. */
export const BUSINESS_ACCOUNTS = {
  /** money members and clients paid in by M-Pesa (STK Push) */
  mpesa_paybill: 'debit',
  /** the M-Pesa account payouts (B2C) are sent from */
  mpesa_utility: 'debit',
  /** the business's bank account: clients' transfers, and the owners' money behind any adjustment */
  bank: 'debit',
  /** taken off a balance, on its way to an M-Pesa number */
  pending_payouts: 'credit',
  /** what referral rewards and one-time tasks may pay, funded from revenue */
  marketing: 'credit',
  revenue_bonds: 'credit',
  revenue_fees: 'credit',
  /** the owners' own money put into the business: an opening M-Pesa float (ADR 071) */
  owner_equity: 'credit',
} as const;

export type BusinessAccount = keyof typeof BUSINESS_ACCOUNTS;

/**
 * Accounts that spend only what they hold (ADR 074): the marketing budget pays rewards only while
 * funded, and revenue funds it only with what was earned. Their balance never goes below zero.
 */
const BUDGETS: ReadonlySet<string> = new Set<BusinessAccount>(['marketing', 'revenue_bonds', 'revenue_fees']);

export function isBudget(id: string): id is BusinessAccount {
  return BUDGETS.has(id);
}

export type AccountId = BusinessAccount | `member:${string}` | `client:${string}` | `project:${string}`;

export const memberAccount = (uid: string): AccountId => `member:${uid}`;
export const clientAccount = (id: string): AccountId => `client:${id}`;
export const projectAccount = (id: string): AccountId => `project:${id}`;

export function isBusinessAccount(id: string): id is BusinessAccount {
  return Object.hasOwn(BUSINESS_ACCOUNTS, id);
}

/** What each transfer is: one word per kind of movement, as the public page and reconciliation read it. */
export type TransferKind =
  | 'task'
  | 'referral'
  | 'adjustment'
  | 'work'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'payout_paid'
  | 'bond'
  | 'client_deposit'
  | 'project_funding'
  | 'project_release'
  | 'client_refund'
  | 'refund_return'
  | 'marketing_funding'
  /** float moved between the M-Pesa accounts and the bank, as M-Pesa's statement shows (ADR 071) */
  | 'float_move';
