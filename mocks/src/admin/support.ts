// The support inbox in the mocks (the server's domain/admin/support-threads.ts): threads newest
// first, open while a message from the member or visitor is unanswered; a thread's messages oldest
// first; a reply (kind 'reply', which the member then reads in their own thread) answers the thread.
import { toPbDate } from '@mapato/core';
import type { ListResult } from '@mapato/core';
import {
  notFound,
  readSupportReply,
  type AdminReply,
  type AdminSupportThread,
  type AdminThreadAnswered,
  type AdminThreadMessage,
  type AdminThreadSummary,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import type { MockStore, SupportMessage } from '../types.ts';
import { pageOf, readPaging } from './paging.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

const THREAD = /^(u|c|e):.{1,200}$/s;

const oldestFirst = (a: SupportMessage, b: SupportMessage) =>
  a.created.localeCompare(b.created) || a.id.localeCompare(b.id);
const unanswered = (rows: SupportMessage[]) => rows.filter((m) => !m.answered && m.kind !== 'reply').length;

function messagesOf(store: MockStore, thread: string) {
  return store.supportMessages.filter((m) => m.thread === thread).sort(oldestFirst);
}

/** The member's username for a member's thread, else the name and e-mail the visitor gave. */
function whoIs(store: MockStore, thread: string, rows: SupportMessage[]) {
  const uid = thread.startsWith('u:') ? thread.slice(2) : '';
  const user = uid ? store.users.find((u) => u.record.id === uid)?.record : undefined;
  const given = rows.filter((m) => m.kind !== 'reply').at(-1);
  return {
    uid,
    username: user?.username ?? '',
    name: given?.name || user?.name || '',
    email: given?.email || user?.email || '',
  };
}

export function threadMessages(store: MockStore, world: AdminWorld, thread: string): AdminThreadMessage[] {
  return messagesOf(store, thread).map((m) => ({
    id: m.id,
    kind: m.kind,
    message: m.message,
    operator: m.operator,
    operatorEmail: world.operators.find((o) => o.id === m.operator)?.email ?? '',
    answered: m.answered,
    created: m.created,
  }));
}

export function listThreads(store: MockStore, world: AdminWorld, url: URL, operator: StoredAdmin) {
  const paging = readPaging(url);
  const status = url.searchParams.get('status') ?? 'open';
  if (!['open', 'answered', 'all'].includes(status)) refuse(notFound());
  const threads = [...new Set(store.supportMessages.map((m) => m.thread))].map((thread): AdminThreadSummary => {
    const rows = messagesOf(store, thread);
    const last = rows.at(-1)!;
    return {
      thread,
      ...whoIs(store, thread, rows),
      kind: last.kind,
      lastMessage: last.message.slice(0, 200),
      lastAt: last.created,
      count: rows.length,
      unanswered: unanswered(rows),
    };
  });
  const shown = threads
    .filter((t) => status === 'all' || (status === 'open' ? t.unanswered > 0 : t.unanswered === 0))
    .sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  const page = pageOf(shown, paging);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'read.support',
    target: 'support',
    details: { status, page: page.page, threads: page.items.map((t) => `${t.thread.slice(0, 2)}…`) },
  });
  return page satisfies ListResult<AdminThreadSummary>;
}

const threadOrRefuse = (store: MockStore, thread: string) => {
  const rows = THREAD.test(thread) ? messagesOf(store, thread) : [];
  return rows.length > 0 ? rows : refuse(notFound());
};

export function readThread(store: MockStore, world: AdminWorld, operator: StoredAdmin, thread: string) {
  const rows = threadOrRefuse(store, thread);
  const people = whoIs(store, thread, rows);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'read.support.thread',
    target: thread.slice(0, 200),
    details: { uid: people.uid },
  });
  return { thread, ...people, messages: threadMessages(store, world, thread) } satisfies AdminSupportThread;
}

export function replyToThread(
  store: MockStore,
  world: AdminWorld,
  operator: StoredAdmin,
  thread: string,
  raw: unknown,
): AdminReply {
  const rows = threadOrRefuse(store, thread);
  const message = orThrow(readSupportReply(raw));
  const first = rows.filter((m) => m.kind !== 'reply').at(-1) ?? refuse(notFound());
  const reply: SupportMessage = {
    id: newId(),
    kind: 'reply',
    uid: first.uid,
    conversation: first.conversation,
    name: '',
    email: first.email,
    message,
    thread,
    operator: operator.id,
    answered: true,
    readAt: '',
    created: toPbDate(store.now()),
  };
  store.supportMessages.push(reply);
  for (const m of rows) m.answered = true;
  writeAudit(store, world, {
    actor: operator.id,
    action: 'support.reply',
    target: thread.slice(0, 200),
    details: { uid: first.uid, reply: reply.id },
  });
  return { id: reply.id, kind: reply.kind, message, operator: operator.id, answered: true, created: reply.created };
}

export function markAnswered(store: MockStore, world: AdminWorld, operator: StoredAdmin, thread: string) {
  for (const m of threadOrRefuse(store, thread)) m.answered = true;
  writeAudit(store, world, { actor: operator.id, action: 'support.answered', target: thread.slice(0, 200) });
  return { thread, answered: true } satisfies AdminThreadAnswered;
}
