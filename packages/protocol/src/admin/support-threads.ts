// The admins' support inbox (GET /api/admin/support/threads, one thread, a reply, marking answered):
// types only, one shape for the server, the mocks and the console (docs/decisions/050).

export type AdminMessageKind = 'support' | 'contact' | 'chat' | 'reply';

/** One row of GET /api/admin/support/threads; `thread` is 'u:<uid>', 'c:<conversation>' or 'e:<email>'. */
export interface AdminThreadSummary {
  thread: string;
  uid: string;
  username: string;
  name: string;
  email: string;
  kind: AdminMessageKind;
  lastMessage: string;
  lastAt: string;
  count: number;
  /** messages no admin has answered yet */
  unanswered: number;
}

export interface AdminThreadMessage {
  id: string;
  kind: AdminMessageKind;
  message: string;
  /** the admin who wrote a reply, else '' */
  operator: string;
  operatorEmail: string;
  answered: boolean;
  created: string;
}

/** GET /api/admin/support/threads/{thread} */
export interface AdminSupportThread {
  thread: string;
  uid: string;
  username: string;
  name: string;
  email: string;
  messages: AdminThreadMessage[];
}

/** POST …/threads/{thread}/reply: the reply as stored (its author's e-mail is not repeated). */
export type AdminReply = Omit<AdminThreadMessage, 'operatorEmail'>;

/** POST …/threads/{thread}/answered */
export interface AdminThreadAnswered {
  thread: string;
  answered: true;
}
