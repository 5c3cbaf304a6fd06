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
  /** 'en' | 'sw': the language of the member's last sign-in; SMS receipts speak it */
  locale: string;
  /** the USSD PIN's hash ('' when none is set), hashed like a password */
  ussd_pin_hash: string;
  /** wrong PINs in a row; the third locks USSD */
  ussd_pin_tries: number;
  /** USSD is locked until then ('' when open) */
  ussd_locked_until: string;
  /** 1 once this (referred) member's referrer has been paid, ADR 035 */
  /** 1: the referrer was paid at this member's phone verification, the rule before ADR 074 */
  referral_paid: number;
  /** when the phone last became a newly proved number ('' never): payouts wait for an operator after it (ADR 036) */
  phone_changed: string;
}

export interface SmsOutboxTable {
  id: string;
  uid: string;
  /** E.164 */
  phone: string;
  body: string;
  /** alert: to an admin's phone (MAPATO_ADMIN_PHONES), not a member's; uid is '' */
  purpose: 'code' | 'receipt' | 'balance' | 'support' | 'alert';
  state: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';
  attempts: number;
  due_at: string;
  locked_until: string;
  locked_by: string;
  provider_id: string;
  provider_status: string;
  failure_reason: string;
  created: string;
  updated: string;
}

export interface PhoneCodesTable {
  id: string;
  uid: string;
  phone: string;
  purpose: 'verify' | 'payout' | 'reset' | 'phone_change';
  code_hash: string;
  tries: number;
  used: number;
  expires: string;
  created: string;
}

/** An M-Pesa number other than the account's phone that passed its SMS code (migration 008). */
export interface PayoutNumbersTable {
  id: string;
  uid: string;
  /** 2547XXXXXXXX, as a withdrawal stores its number */
  msisdn: string;
  created: string;
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
  /** the M-Pesa receipt of the payout, once paid */
  receipt: string;
  /** why it was declined, for the member */
  reason: string;
  /** while a person must look at its payout: by when the member will hear (PocketBase date), else '' */
  review_by: string;
  created: string;
  updated: string;
}

export interface RegistrationTable {
  id: string;
  uid: string;
  level: number;
  amount: number;
  mpesa_ref: string;
  /** 'stk' or 'manual' */
  method: string;
  /** the number the STK prompt went to */
  msisdn: string;
  /** why it was declined, for the member */
  reason: string;
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
  /** 'admin' moves money; 'support' reads and answers */
  role: string;
  created: string;
  updated: string;
}

/** An admin's approval of a payout above the four-eyes threshold. */
export interface PayoutApprovalsTable {
  payout_id: string;
  operator_id: string;
  created: string;
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
  /** 'u:<uid>', 'c:<conversation>' or 'e:<e-mail>': the messages one operator answers together */
  thread: string;
  /** the operator who wrote it (kind 'reply'), else '' */
  operator: string;
  /** a reply the member has seen ('' = unread) */
  read_at: string;
  created: string;
}

/** rate-limiter-flexible's counters (its SQLite and PostgreSQL stores), shared by every instance */
export interface RateLimitsTable {
  key: string;
  points: number;
  /** epoch milliseconds; null = never */
  expire: number | null;
}

/**
 * A withdrawal's payout by B2C: the job the payments worker runs and what M-Pesa said.
 * state: awaiting_approval → queued → sending → sent (→ checking) → paid | failed, or review
 * (a person decides) or cancelled (an operator moved the withdrawal by hand first).
 */
export interface PayoutsTable {
  id: string;
  uid: string;
  amount: number;
  msisdn: string;
  state: string;
  originator_id: string;
  conversation_id: string;
  /** the OriginatorConversationID of our last Transaction Status query about it */
  status_query_id: string;
  receipt: string;
  result_code: string;
  result_desc: string;
  sends: number;
  status_queries: number;
  approved_by: string;
  /** when the worker should next look at it */
  due_at: string;
  /** a worker holds it until then ('' = free) */
  locked_until: string;
  locked_by: string;
  created: string;
  updated: string;
  /** 'withdrawal' (id = the withdrawal's, uid = the member) or 'client_refund' (uid = the client; ADR 065) */
  purpose: string;
}

/** An upgrade's bond by STK Push. state: sending → pending → paid | failed, or unknown/review. */
export interface StkPaymentsTable {
  id: string;
  uid: string;
  amount: number;
  msisdn: string;
  state: string;
  merchant_request_id: string;
  checkout_request_id: string;
  receipt: string;
  result_code: string;
  result_desc: string;
  sends: number;
  queries: number;
  due_at: string;
  locked_until: string;
  locked_by: string;
  created: string;
  updated: string;
  /** 'bond' (id = the registration's) or 'project' (uid = the client, ref = the project) */
  purpose: string;
  ref: string;
}

export interface PaymentCallbacksTable {
  id: string;
  kind: string;
  /** the JSON exactly as received */
  body: string;
  source: string;
  outcome: string;
  /** the payout or STK payment it concerned, when known */
  target: string;
  note: string;
  created: string;
}

/** A level's way up as an operator set it (ADR 076); a level without a row keeps the level table's bond. */
export interface LevelSettingsTable {
  level: number;
  bond: number;
  answers: number;
  accuracy: number;
  updated_by: string;
  updated: string;
}

/** A level a member earned by work, without a bond (ADR 076). */
export interface LevelUpsTable {
  id: string;
  uid: string;
  from_level: number;
  to_level: number;
  answers: number;
  gold_answered: number;
  gold_correct: number;
  created: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** An organisation that prepays for work (ADR 055); an auth collection like _superusers. */
export interface ClientsTable {
  id: string;
  email: string;
  email_key: string;
  password_hash: string;
  token_key: string;
  name: string;
  msisdn: string;
  balance: number;
  ledger_seq: number;
  locale: string;
  created: string;
  updated: string;
}

/** One change of a client's balance: deposit | project_funding | project_release | refund | refund_return. */
export interface ClientLedgerTable {
  id: string;
  client_id: string;
  seq: number;
  kind: string;
  amount: number;
  balance_after: number;
  ref: string;
  created: string;
}

export interface ClientApiKeysTable {
  id: string;
  client_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  last_used: string;
  revoked: string;
  created: string;
}

/** A bank transfer recorded for a client: awaiting_approval (above the four-eyes limit) | credited. */
export interface ClientDepositsTable {
  id: string;
  client_id: string;
  amount: number;
  reference: string;
  state: string;
  recorded_by: string;
  approved_by: string;
  created: string;
  updated: string;
}

/**
 * A client's project. status: draft → funding → live → closed. Money for pay:
 * funded_pay = reserve (free) + held (leased or awaiting a decision) + spent (paid) + released.
 */
export interface ProjectsTable {
  id: string;
  client_id: string;
  title: string;
  instructions: string;
  kind: string;
  /** JSON array of strings */
  options: string;
  pay: number;
  overlap: number;
  min_level: number;
  language: string;
  min_seconds: number;
  min_accuracy: number;
  status: string;
  funded_pay: number;
  fee: number;
  reserve: number;
  held: number;
  spent: number;
  released: number;
  items: number;
  created: string;
  updated: string;
}

export interface WorkItemsTable {
  id: string;
  project_id: string;
  ref: string;
  text: string;
  image: string;
  /** the known answer of a control item, '' otherwise */
  gold: string;
  needed: number;
  answers: number;
  leased: number;
  /** open | done */
  status: string;
  accepted_answer: string;
  confidence: string;
  position: number;
  created: string;
}

export interface WorkImagesTable {
  id: string;
  project_id: string;
  type: string;
  /** base64 */
  data: string;
  created: string;
}

/** status: leased → skipped | lapsed | pending → accepted | rejected (too fast: leased → rejected). */
export interface AssignmentsTable {
  id: string;
  project_id: string;
  item_id: string;
  uid: string;
  status: string;
  pay: number;
  gold: number;
  expires: string;
  answer: string;
  reason: string;
  day: string;
  paid: number;
  created: string;
  answered: string;
  decided: string;
}

export interface ProjectMembersTable {
  project_id: string;
  uid: string;
  answered: number;
  gold_answered: number;
  gold_correct: number;
}

export interface WorkDaysTable {
  uid: string;
  day: string;
  answers: number;
}

/** A delivery report that came before its message's gateway id was recorded (ADR 061). */
/** One of the business's own accounts in the double-entry books (ADR 073). */
export interface AccountsTable {
  id: string;
  /** 'debit': what the business holds (M-Pesa, bank); 'credit': what it owes, earned or owns */
  side: string;
  /** on its own side: positive when the account holds (debit) or owes (credit) money */
  balance: number;
  entries: number;
  updated: string;
}

/** One movement of money: its entries sum to zero. */
export interface TransfersTable {
  id: string;
  kind: string;
  ref: string;
  created: string;
}

/** One side of a transfer: a debit is positive, a credit negative. */
export interface EntriesTable {
  id: string;
  transfer: string;
  /** 'member:<uid>', 'client:<id>', 'project:<id>' or an `accounts` id */
  account: string;
  amount: number;
  created: string;
}

/** One Account Balance query and its answer beside the books' figure (ADR 071). */
export interface MpesaBalancesTable {
  id: string;
  slot: string;
  shortcode: string;
  /** due, sent, answered, failed */
  state: string;
  due_at: string;
  locked_until: string;
  locked_by: string;
  attempts: number;
  originator_id: string;
  asked_by: string;
  result_code: string;
  result_desc: string;
  accounts: string;
  /** 'paybill', 'utility' or 'both' */
  covers: string;
  mpesa_paybill: number;
  books_paybill: number;
  mpesa_utility: number;
  books_utility: number;
  open_payouts: number;
  open_stk: number;
  taken_at: string;
  answered_at: string;
  created: string;
  updated: string;
}

export interface SmsEarlyReportsTable {
  provider_id: string;
  status: string;
  delivered: number;
  final: number;
  failure_reason: string;
  created: string;
}

/** A friend's referral reward, due at their first accepted paid work (ADR 074). */
export interface ReferralRewardsTable {
  /** the friend */
  uid: string;
  referrer: string;
  state: 'due' | 'paid';
  created: string;
  paid: string;
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
  level_settings: LevelSettingsTable;
  level_ups: LevelUpsTable;
  support_messages: SupportMessagesTable;
  rate_limits: RateLimitsTable;
  payouts: PayoutsTable;
  stk_payments: StkPaymentsTable;
  payment_callbacks: PaymentCallbacksTable;
  payout_approvals: PayoutApprovalsTable;
  sms_outbox: SmsOutboxTable;
  phone_codes: PhoneCodesTable;
  payout_numbers: PayoutNumbersTable;
  clients: ClientsTable;
  client_ledger: ClientLedgerTable;
  client_api_keys: ClientApiKeysTable;
  client_deposits: ClientDepositsTable;
  projects: ProjectsTable;
  work_items: WorkItemsTable;
  work_images: WorkImagesTable;
  assignments: AssignmentsTable;
  project_members: ProjectMembersTable;
  work_days: WorkDaysTable;
  sms_early_reports: SmsEarlyReportsTable;
  accounts: AccountsTable;
  transfers: TransfersTable;
  entries: EntriesTable;
  mpesa_balances: MpesaBalancesTable;
  referral_rewards: ReferralRewardsTable;
}
