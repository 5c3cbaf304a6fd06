// Shapes of the records on the wire (PocketBase protocol), shared by server, client and mocks
// so a field renamed in one place fails to compile everywhere. Names follow docs/product.md,
// misspellings included ('referals'), to stay compatible with the original data and clients.
import type { Level, SalaryRow } from './levels.ts';
import type { LevelWay } from './level-ways.ts';

export interface UserRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  username: string;
  name: string;
  /** The display field. */
  email: string;
  /** The field the account edit form writes (docs/product.md#records-and-fields). */
  mail: string;
  emailVisibility: boolean;
  verified: boolean;
  /** E.164, or '' when none. */
  phone: string;
  level: number;
  /** KSh: the total of the member's confirmed bonds (3,000 then 10,000 is 13,000). */
  investment: number;
  income: number;
  balance: number;
  /** Referral earnings in KSh. */
  referals: number;
  tasks_done: number;
  /** 'YYYY-MM-DD HH:MM:SS.mmmZ' (see toPbDate). */
  created: string;
  updated: string;
}

export const WITHDRAWAL_STATUSES = Object.freeze(['pending', 'processing', 'declined', 'disbursed'] as const);
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export interface WithdrawalRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  /** Owner's user id; access rules filter on it. */
  uid: string;
  user: string;
  amount: number;
  /** Normalised 2547…/2541…. */
  mpesa_number: string;
  full_name: string;
  status: WithdrawalStatus;
  /** '' until an operator processes it (PocketBase's empty date). */
  processed_at: string;
  processing: boolean;
  declined: boolean;
  disbursed: boolean;
  /** The M-Pesa receipt of the payout once Completed, else ''. */
  receipt: string;
  /** Why it was declined, in words the member can read; '' otherwise. */
  reason: string;
  /** While a person at Mapato checks its payout: by when the member will hear; '' otherwise. */
  review_by: string;
  created: string;
  updated: string;
}

export type BondMethod = 'stk' | 'manual';

/**
 * GET /api/payments/methods: the server sends M-Pesa prompts (STK Push); references are always taken
 * too. Also the payout limit and the USSD code to dial.
 */
export interface PaymentMethods {
  stk: boolean;
  /** KSh: payouts up to this go out by themselves, larger ones wait for approval; 0 when all wait (manual). */
  autoPayoutMax: number;
  /** the USSD code that reaches the menu ('*384*6272#'), '' when this server has none */
  ussdCode: string;
}

export interface RegistrationRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  uid: string;
  /** The level being bought. */
  level: number;
  amount: number;
  /** M-Pesa receipt code, '' when not (yet) known (an STK bond gets its receipt on confirmation). */
  mpesa_ref: string;
  /** 'stk': paid through an M-Pesa prompt on the phone; 'manual': the member typed the reference. */
  method: BondMethod;
  /** The number the STK prompt went to (2547…/2541…), '' for manual. */
  msisdn: string;
  /** Why it was declined, in words the member can read; '' otherwise. */
  reason: string;
  processing: boolean;
  declined: boolean;
  created: string;
  updated: string;
}

export interface TaskView {
  id: string;
  kind: 'one-time' | 'daily';
  title: string;
  description: string;
  details: string;
  reward: number;
  completed: boolean;
  /**
   * Whether completing it would be paid now: false while the marketing budget cannot pay the
   * reward or the solvency guard has paused rewards (ADR 074). A completed task is not available.
   */
  available: boolean;
}

/** Body of GET /api/tasks: today's tasks and the level's daily quota. */
export interface TasksResponse {
  tasks: TaskView[];
  perDay: number;
  doneToday: number;
  remaining: number;
}

/** Body of POST /api/tasks/{id}/complete: today's state, the task, and what this call credited. */
export interface TaskCompletionResponse extends TasksResponse {
  task: TaskView;
  /** shillings credited by this call: 0 when the task was already complete */
  credited: number;
}

/** Body of GET /api/levels: the level ladder and the public salary table. */
export interface LevelsResponse {
  /** each with its current bond as `investment` (docs/decisions/076-level-settings.md) */
  levels: Level[];
  salary: SalaryRow[];
  note: string;
  /** each level's way up: its bond, or the thresholds that earn it, and when it last changed */
  ways: LevelWay[];
}

export interface ListResult<T> {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
}

/** Every API error body: `{status, message, data}` with per-field errors in data. */
export interface PbErrorBody {
  status: number;
  message: string;
  data: Record<string, { code: string; message: string }>;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Lets a client tell a real API error body from a proxy's HTML or a network failure. */
export function isPbErrorBody(x: unknown): x is PbErrorBody {
  if (!isObject(x) || typeof x.status !== 'number' || typeof x.message !== 'string' || !isObject(x.data)) {
    return false;
  }
  return Object.values(x.data).every(
    (field) => isObject(field) && typeof field.code === 'string' && typeof field.message === 'string',
  );
}
