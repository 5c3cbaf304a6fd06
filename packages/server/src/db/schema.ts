// Kysely table types. Booleans are stored as integers 0/1 and dates as PocketBase wire strings
// ('YYYY-MM-DD HH:MM:SS.mmmZ') so SQLite and PostgreSQL hold identical values and compare alike.

export interface UsersTable {
  id: string;
  username: string;
  /** lower-cased username: uniqueness ignores case */
  username_key: string;
  name: string;
  email: string;
  /** lower-cased email, or '' when there is none (partial unique index) */
  email_key: string;
  email_visibility: number;
  verified: number;
  /** E.164, as the member gave it (any Kenyan form is normalised first) */
  phone: string;
  /** the phone again when this account owns it (unique), '' when none or held */
  phone_key: string;
  /** 1: the phone was already another account's when uniqueness came; no withdrawals until resolved */
  phone_hold: number;
  password_hash: string;
  /** rotated on password change: invalidates every token issued before */
  token_key: string;
  level: number;
  investment: number;
  income: number;
  balance: number;
  referals: number;
  tasks_done: number;
  /** number of ledger rows: each balance change bumps it in the same UPDATE */
  ledger_seq: number;
  referred_by: string;
  deleted: number;
  created: string;
  updated: string;
}

export interface LedgerTable {
  id: string;
  uid: string;
  seq: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref: string;
  created: string;
}

export interface WithdrawalTable {
  id: string;
  uid: string;
  user: string;
  amount: number;
  mpesa_number: string;
  full_name: string;
  status: string;
  processed_at: string;
  processing: number;
  declined: number;
  disbursed: number;
  created: string;
  updated: string;
}

export interface RegistrationTable {
  id: string;
  uid: string;
  level: number;
  amount: number;
  mpesa_ref: string;
  processing: number;
  declined: number;
  created: string;
  updated: string;
}

export interface TaskCompletionsTable {
  id: string;
  uid: string;
  task_id: string;
  /** Nairobi day 'YYYY-MM-DD' for daily tasks, '' for one-time tasks */
  day: string;
  reward: number;
  created: string;
}

export interface DailyTasksTable {
  id: string;
  title: string;
  description: string;
  details: string;
  position: number;
  active: number;
  created: string;
}

export interface IdempotencyTable {
  uid: string;
  key: string;
  fingerprint: string;
  status: number;
  response: string;
  created: string;
}

export interface SuperusersTable {
  id: string;
  email: string;
  email_key: string;
  password_hash: string;
  token_key: string;
  created: string;
  updated: string;
}

export interface AuditLogTable {
  id: string;
  actor: string;
  action: string;
  target: string;
  details: string;
  created: string;
}

export interface SupportMessagesTable {
  id: string;
  /** 'contact' (Contact page), 'support' (Support page form) or 'chat' (live chat line) */
  kind: string;
  /** the member who sent it, or '' for a visitor */
  uid: string;
  /** groups the lines of one live-chat session */
  conversation: string;
  name: string;
  email: string;
  message: string;
  answered: number;
  created: string;
}

/** rate-limiter-flexible's counters (its SQLite and PostgreSQL stores), shared by every instance */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** epoch milliseconds; null = never */
  expire: number | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  ledger: LedgerTable;
  withdrawal: WithdrawalTable;
  registration: RegistrationTable;
  task_completions: TaskCompletionsTable;
  daily_tasks: DailyTasksTable;
  idempotency: IdempotencyTable;
  _superusers: SuperusersTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  support_messages: SupportMessagesTable;
  rate_limits: RateLimitsTable;
}
