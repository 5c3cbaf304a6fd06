// The support inbox as threads (ADR 020): a member's messages are one thread ('u:<uid>'), a
// chat visitor's conversation another ('c:…'), an e-mail address's contact messages another
// ('e:…'). Operators read a thread (audited: it holds names, e-mails and messages), reply (the
// reply is a message of kind 'reply'; the thread becomes answered) or mark it answered. A member
// reads their own thread with the replies and marks the replies read.
import { toPbDate, type ListResult } from '@mapato/core';
import type {
  AdminMessageKind,
  AdminReply,
  AdminSupportThread,
  AdminThreadAnswered,
  AdminThreadMessage,
  AdminThreadSummary,
} from '@mapato/protocol';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { newId } from '../../tools/ids.ts';
import { badRequest, notFound } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { queueSupportReplySms } from '../messaging/sms/support-reply.ts';
import { parsePaging } from '../records/list.ts';
import { paged } from './queues.ts';

const THREAD = /^(u|c|e):.{1,200}$/s;

/**
 * How the audit log names a thread: a visitor's e-mail thread by a digest of the address, so the
 * log holds no e-mail (ADR 020); member and chat threads by their id.
 */
export const auditTarget = (thread: string) =>
  thread.startsWith('e:')
    ? `e:#${createHash('sha256').update(thread).digest('hex').slice(0, 16)}`
    : thread.slice(0, 200);

/** Messages from the member or visitor that no operator has answered yet. */
const UNANSWERED = sql<number>`sum(case when answered = 0 and kind <> 'reply' then 1 else 0 end)`;

export async function listThreads(
  deps: Deps,
  actor: string,
  query: { status?: string; page?: string; perPage?: string },
): Promise<ListResult<AdminThreadSummary>> {
  const { page, perPage } = parsePaging(query);
  const status = query.status ?? 'open';
  // A thread is open while one of the messages it holds from the member or visitor is unanswered.
  let threads = deps.db
    .selectFrom('support_messages')
    .select((eb) => [
      'thread',
      eb.fn.max('created').as('lastAt'),
      eb.fn.countAll<number>().as('count'),
      UNANSWERED.as('unanswered'),
    ])
    .groupBy('thread');
  if (status === 'open') threads = threads.having(UNANSWERED, '>', 0);
  else if (status === 'answered') threads = threads.having(UNANSWERED, '=', 0);
  else if (status !== 'all') throw badRequest('Unknown status filter.');
  const rows = await threads
    .orderBy('lastAt', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = await deps.db
    .selectFrom(threads.as('t'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const items: AdminThreadSummary[] = [];
  for (const row of rows) {
    const people = await whoIs(deps, row.thread);
    const last = await deps.db
      .selectFrom('support_messages')
      .select(['message', 'kind'])
      .where('thread', '=', row.thread)
      .orderBy('created', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    items.push({
      thread: row.thread,
      ...people,
      kind: last.kind as AdminMessageKind,
      lastMessage: last.message.slice(0, 200),
      lastAt: String(row.lastAt),
      count: Number(row.count),
      unanswered: Number(row.unanswered ?? 0),
    });
  }
  await audit(
    deps.db,
    actor,
    'read.support',
    'support',
    { status, page, threads: items.map((i) => i.thread.slice(0, 2) + '…') },
    deps.now(),
  );
  return paged(page, perPage, Number(total.n), items);
}

/** The member's username for a member's thread, else the name and e-mail the visitor gave. */
async function whoIs(deps: Deps, thread: string) {
  const uid = thread.startsWith('u:') ? thread.slice(2) : '';
  const user = uid
    ? await deps.db.selectFrom('users').select(['username', 'name', 'email']).where('id', '=', uid).executeTakeFirst()
    : undefined;
  const given = await deps.db
    .selectFrom('support_messages')
    .select(['name', 'email'])
    .where('thread', '=', thread)
    .where('kind', '<>', 'reply')
    .orderBy('created', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    uid,
    username: user?.username ?? '',
    name: given?.name || user?.name || '',
    email: given?.email || user?.email || '',
  };
}

/** Every message of a thread, oldest first, replies with the operator's e-mail. */
export async function threadMessages(deps: Deps, thread: string): Promise<AdminThreadMessage[]> {
  const rows = await deps.db
    .selectFrom('support_messages')
    .leftJoin('_superusers', '_superusers.id', 'support_messages.operator')
    .select([
      'support_messages.id',
      'support_messages.kind',
      'support_messages.message',
      'support_messages.operator',
      '_superusers.email as operatorEmail',
      'support_messages.answered',
      'support_messages.created',
    ])
    .where('support_messages.thread', '=', thread)
    .orderBy('support_messages.created', 'asc')
    .orderBy('support_messages.id', 'asc')
    .execute();
  return rows.map((r) => ({
    ...r,
    // The column holds only the kinds the server itself writes (a member's, a visitor's, a reply).
    kind: r.kind as AdminMessageKind,
    operatorEmail: r.operatorEmail ?? '',
    answered: r.answered === 1,
  }));
}

export async function readThread(deps: Deps, actor: string, thread: string): Promise<AdminSupportThread> {
  if (!THREAD.test(thread)) throw notFound();
  const messages = await threadMessages(deps, thread);
  if (messages.length === 0) throw notFound();
  const people = await whoIs(deps, thread);
  await audit(deps.db, actor, 'read.support.thread', auditTarget(thread), { uid: people.uid }, deps.now());
  return { thread, ...people, messages };
}

export async function replyToThread(deps: Deps, actor: string, thread: string, message: string): Promise<AdminReply> {
  if (!THREAD.test(thread)) throw notFound();
  const now = deps.now();
  const at = toPbDate(now);
  // The member hears of it live (realtime) and by SMS, both after commit (ADR 047).
  return transact(deps, async (trx) => {
    const first = await trx
      .selectFrom('support_messages')
      .select(['uid', 'conversation', 'email'])
      .where('thread', '=', thread)
      .where('kind', '<>', 'reply')
      .orderBy('created', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!first) throw notFound();
    const reply = {
      id: newId(),
      kind: 'reply',
      uid: first.uid,
      conversation: first.conversation,
      name: '',
      email: first.email,
      message,
      answered: 1,
      thread,
      operator: actor,
      read_at: '',
      created: at,
    };
    await trx.insertInto('support_messages').values(reply).execute();
    await trx.updateTable('support_messages').set({ answered: 1 }).where('thread', '=', thread).execute();
    await audit(trx, actor, 'support.reply', auditTarget(thread), { uid: first.uid, reply: reply.id }, now);
    if (first.uid !== '') {
      noteChange(trx, { collection: 'support_messages', id: reply.id, uid: first.uid, action: 'create' });
      await queueSupportReplySms(trx, { id: reply.id, uid: first.uid, thread }, now);
    }
    return { id: reply.id, kind: 'reply', message, operator: actor, answered: true, created: at };
  });
}

export async function markThreadAnswered(deps: Deps, actor: string, thread: string): Promise<AdminThreadAnswered> {
  if (!THREAD.test(thread)) throw notFound();
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('support_messages')
      .set({ answered: 1 })
      .where('thread', '=', thread)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    await audit(trx, actor, 'support.answered', auditTarget(thread), {}, now);
    return { thread, answered: true };
  });
}

/** The member's own thread: their messages and the operators' replies (the latest 100). */
export async function memberThread(deps: Deps, uid: string) {
  const rows = await deps.db
    .selectFrom('support_messages')
    .select(['id', 'kind', 'message', 'created', 'read_at'])
    .where('thread', '=', `u:${uid}`)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const items = rows.reverse().map((r) => ({
    id: r.id,
    kind: r.kind,
    message: r.message,
    created: r.created,
    fromOperator: r.kind === 'reply',
  }));
  return { items, unread: rows.filter((r) => r.kind === 'reply' && r.read_at === '').length };
}

export async function markRepliesRead(deps: Deps, uid: string) {
  await deps.db
    .updateTable('support_messages')
    .set({ read_at: toPbDate(deps.now()) })
    .where('thread', '=', `u:${uid}`)
    .where('kind', '=', 'reply')
    .where('read_at', '=', '')
    .execute();
  return { unread: 0 };
}
