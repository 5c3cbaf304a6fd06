// "Download my data" (GET /api/account/export): the server exports the member's rows of every
// table that holds them (packages/server/src/domain/members/export.ts). The mocks have no database:
// they answer the same envelope (format, date, what we keep, the file's name rule from core) with
// the records they hold for the member, so a screen can be built and tried against them. The
// contract compares the refusals; the rows' columns are the database's and are not emulated.
import { DATA_KEPT, MY_DATA_FORMAT, toPbDate } from '@mapato/core';
import { http } from 'msw';
import type { HandlerContext } from './context.ts';
import { requireUser, respond } from './respond.ts';
import { callerOf } from './tokens.ts';

export function memberExportHandlers({ base, store }: HandlerContext) {
  return [
    http.get(`${base}/api/account/export`, ({ request }) =>
      respond(() => {
        const member = requireUser(callerOf(store, request.headers.get('authorization')));
        const uid = member.record.id;
        return {
          format: MY_DATA_FORMAT,
          exportedAt: toPbDate(store.now()),
          whatWeKeep: DATA_KEPT,
          tables: {
            users: [member.record],
            withdrawal: store.withdrawals.filter((w) => w.user === uid),
            registration: store.registrations.filter((r) => r.uid === uid),
            task_completions: store.taskCompletions.filter((t) => t.uid === uid),
            support_messages: store.supportMessages.filter((m) => m.thread === `u:${uid}`),
            payout_numbers: store.payoutNumbers.filter((p) => p.uid === uid),
          },
        };
      }),
    ),
  ];
}
