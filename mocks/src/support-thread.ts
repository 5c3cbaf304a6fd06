// A member's support thread (GET /api/support/thread, POST /api/support/thread/read): their own
// messages and the operators' replies, the latest 100 oldest first, and the unread replies —
// answered like the server's domain/admin/support-threads.ts.
import { toPbDate } from '@mapato/core';
import { PB, readNoBody } from '@mapato/protocol';
import { http } from 'msw';
import type { HandlerContext } from './context.ts';
import { orThrow } from './errors.ts';
import { readJson, requireUser, respond } from './respond.ts';
import { callerOf } from './tokens.ts';
import type { MockStore } from './types.ts';

const LATEST = 100;

const newestFirst = (a: { created: string; id: string }, b: { created: string; id: string }) =>
  b.created.localeCompare(a.created) || b.id.localeCompare(a.id);

function memberThread(store: MockStore, uid: string) {
  const rows = store.supportMessages
    .filter((m) => m.thread === `u:${uid}`)
    .sort(newestFirst)
    .slice(0, LATEST);
  const items = rows.reverse().map((m) => ({
    id: m.id,
    kind: m.kind,
    message: m.message,
    created: m.created,
    fromOperator: m.kind === 'reply',
  }));
  return { items, unread: rows.filter((m) => m.kind === 'reply' && m.readAt === '').length };
}

function markRepliesRead(store: MockStore, uid: string) {
  const at = toPbDate(store.now());
  for (const m of store.supportMessages)
    if (m.thread === `u:${uid}` && m.kind === 'reply' && m.readAt === '') m.readAt = at;
  return { unread: 0 };
}

export function supportThreadHandlers({ base, store }: HandlerContext) {
  const memberOf = (request: Request) => requireUser(callerOf(store, request.headers.get('authorization')));
  return [
    http.get(`${base}/api/support/thread`, ({ request }) =>
      respond(() => memberThread(store, memberOf(request).record.id)),
    ),
    http.post(`${base}/api/support/thread/read`, ({ request }) =>
      respond(async () => {
        const member = memberOf(request);
        orThrow(readNoBody(await readJson(request), PB.updateFailed));
        return markRepliesRead(store, member.record.id);
      }),
    ),
  ];
}
