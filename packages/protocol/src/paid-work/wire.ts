// Paid work on the wire (ADR 055): what clients send and read under /api/client/*, and what members
// send and read under /api/work routes. Field names are snake_case as the API documents them. The server,
// the mocks and the client SDK all take these shapes from here.

export type ProjectKind = 'choice' | 'labels' | 'text';
export type ProjectLanguage = 'en' | 'sw';
export type ProjectStatus = 'draft' | 'funding' | 'live' | 'closed';

/** POST /api/client/projects */
export interface ProjectBody {
  title: string;
  /** a small safe subset of Markdown (paragraphs, # headings, **bold**, *italic*, lists, links) */
  instructions: string;
  kind: ProjectKind;
  /** the choices ('choice': pick one; 'labels': pick any); [] for 'text' */
  options: string[];
  /** whole shillings per answer, ≥ 1 */
  pay: number;
  /** answers per item, 1–5 */
  overlap: number;
  /** 1–10 */
  min_level: number;
  language: ProjectLanguage;
  /** an answer sooner than this after the item was given is refused unpaid (default 2) */
  min_seconds?: number;
  /** percent of control answers right below which a member gets no more items (default 70) */
  min_accuracy?: number;
}

/** One item of POST /api/client/projects/{id}/items */
export interface ItemInput {
  /** the client's own reference, echoed in the results */
  ref?: string;
  /** shown as plain text, never HTML */
  text?: string;
  /** a data: URL or bare base64 of a JPEG, PNG or WebP of at most 1 MB */
  image?: string;
  /** the known answer of a control item ('labels': the labels joined by "|") */
  gold?: string;
}

export interface ItemsBody {
  items: ItemInput[];
}

export interface ItemsAdded {
  added: number;
  /** the project's items after this request */
  items: number;
}

/** GET /api/client/projects/{id}/quote */
export interface Quote {
  /** items × overlap */
  answers: number;
  /** answers × pay */
  pay_total: number;
  /** MAPATO_WORK_FEE_PERCENT of pay_total, rounded up to a shilling */
  fee: number;
  total: number;
  /** what the client's balance covers now, and what an M-Pesa prompt would ask for */
  from_balance: number;
  to_pay: number;
}

/** POST /api/client/projects/{id}/fund */
export interface FundBody {
  /** the M-Pesa number the prompt goes to (any Kenyan form) */
  phone?: string;
}

export interface FundResult {
  /** 'live' when the balance covered it; 'funding' while the prompt is open */
  status: ProjectStatus;
  /** the prompt's id ('' when none was sent) */
  payment: string;
  to_pay: number;
}

/** GET /api/client/projects/{id} (and each row of GET /api/client/projects) */
export interface ProjectView {
  id: string;
  title: string;
  instructions: string;
  kind: ProjectKind;
  options: string[];
  pay: number;
  overlap: number;
  min_level: number;
  language: ProjectLanguage;
  min_seconds: number;
  min_accuracy: number;
  status: ProjectStatus;
  items: number;
  /** answers given (decided or not) */
  answered: number;
  accepted: number;
  rejected: number;
  /** items still wanting answers */
  remaining: number;
  /** money for pay not yet paid or held (shillings) */
  reserve_left: number;
  /** paid to members */
  spent: number;
  /** share of control answers that were right (0..1), null before any */
  accuracy: number | null;
  /** pay × answers an hour at the median answer time; null before 5 answers */
  pay_per_hour: number | null;
  /** text answers waiting for the client's decision */
  awaiting_review: number;
  /** while funding: why the last M-Pesa prompt did not fund it ('' none failed or one is open) */
  funding_problem?: string;
  created: string;
  updated: string;
}

/** One line of GET /api/client/projects/{id}/results?format=csv|jsonl */
export interface ResultRow {
  ref: string;
  /** the accepted answer ('' while undecided) */
  answer: string;
  /** weight of the accepted answer among all answers, 0..1 */
  confidence: number;
  answers: string[];
}

/** A text answer waiting for the client: GET /api/client/projects/{id}/answers?status=pending */
export interface ClientAnswerView {
  id: string;
  ref: string;
  text: string;
  answer: string;
  status: 'pending' | 'accepted' | 'rejected';
  answered: string;
  /** when it is accepted by itself if nobody decides */
  auto_accept: string;
}

/** POST /api/client/answers/{id}/accept | /reject */
export interface ReviewBody {
  reason?: string;
}

/** The client as an auth record (collection `clients`) */
export interface ClientRecord {
  id: string;
  collectionId: string;
  collectionName: 'clients';
  email: string;
  name: string;
  phone: string;
  balance: number;
  created: string;
  updated: string;
}

/** GET /api/client/keys; POST returns `key` once */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  created: string;
  last_used: string;
  revoked: string;
  key?: string;
}

/** GET next under /api/work */
export interface WorkAssignment {
  /** the assignment (lease) id */
  id: string;
  /** when the lease lapses */
  expires: string;
  project: {
    id: string;
    title: string;
    instructions: string;
    kind: ProjectKind;
    options: string[];
    pay: number;
    pay_per_hour: number | null;
  };
  /** image: a URL on this server ('' when none) */
  item: { text: string; image: string };
}

/** POST assignments/{id}/answer under /api/work */
export interface AnswerBody {
  /** 'choice' and 'text': a string; 'labels': an array of options (or them joined by "|") */
  answer: string | string[];
}

export type AnswerStatus = 'pending' | 'accepted' | 'rejected';

export interface AnswerResult {
  status: AnswerStatus;
  /** why it was refused, or what it waits for; '' when accepted */
  reason: string;
  /** shillings credited now */
  paid: number;
}

/** GET history under /api/work */
export interface WorkHistory {
  today: { answers: number; limit: number };
  /** everything ever credited for accepted work */
  earned: number;
  items: WorkHistoryEntry[];
}

export interface WorkHistoryEntry {
  id: string;
  project: string;
  status: AnswerStatus | 'skipped' | 'lapsed';
  pay: number;
  paid: number;
  reason: string;
  answered: string;
  decided: string;
}

/** One row of GET projects under /api/work: a live project this member may work on now */
export interface WorkProjectView {
  id: string;
  title: string;
  instructions: string;
  kind: ProjectKind;
  options: string[];
  language: ProjectLanguage;
  pay: number;
  /** pay × answers an hour at the median answer time; null before 5 answers */
  pay_per_hour: number | null;
  /** answers the project still wants (its items' open slots the reserve can pay for) */
  remaining: number;
  /** this member's share of control answers right on it (0..1), null before any */
  accuracy: number | null;
  /** '' when it gives this member items; else why not (the accuracy cut-off), in their language */
  closed_reason: string;
}

/** GET projects under /api/work */
export interface WorkProjects {
  items: WorkProjectView[];
}

/** One change of the client's balance (GET /api/client/ledger), newest first. */
export interface ClientLedgerEntry {
  id: string;
  seq: number;
  kind: 'deposit' | 'project_funding' | 'project_release' | 'refund' | 'refund_return';
  /** signed shillings */
  amount: number;
  balance_after: number;
  /** a receipt, a bank transfer's reference, or the project */
  ref: string;
  created: string;
}

/** GET /api/client/ledger */
export interface ClientLedger {
  balance: number;
  items: ClientLedgerEntry[];
}

/** A bank transfer an operator recorded (POST /api/admin/clients/{id}/deposits) */
export interface ClientDepositView {
  id: string;
  client: string;
  amount: number;
  reference: string;
  /** 'awaiting_approval' above the four-eyes limit until a second admin approves; then 'credited' */
  state: 'awaiting_approval' | 'credited';
  approvals: number;
  needed: number;
  /** the admin who recorded it (the console offers Approve to the others only) */
  recorded_by: string;
  created: string;
}

/**
 * A refund of the client's balance to its M-Pesa number (POST/GET /api/client/refunds, ADR 065).
 * state: 'awaiting_approval' until the admins it needs approve it, 'sending' while M-Pesa has it,
 * 'review' when a person must check M-Pesa's answer, then 'paid' (with the receipt) or 'failed'
 * (the amount back on the balance).
 */
export interface ClientRefundView {
  id: string;
  client: string;
  amount: number;
  /** the number it is sent to: the client's own, 2547…/2541… */
  msisdn: string;
  state: 'awaiting_approval' | 'sending' | 'review' | 'paid' | 'failed';
  receipt: string;
  approvals: number;
  needed: number;
  created: string;
  updated: string;
}

/** GET /api/client/refunds and GET /api/admin/clients/{id}/refunds, newest first */
export interface ClientRefunds {
  items: ClientRefundView[];
}
