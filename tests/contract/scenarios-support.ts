// A member's support thread (ADR 020): empty, then holding what they sent, and marking the
// replies read. Operators' replies are admin routes (not the mocks' contract); the client's and
// the mocks' tests and the end-to-end journey cover a thread with replies.
import type { Scenario } from './targets.ts';

const THREAD = '/api/support/thread';
const READ = '/api/support/thread/read';

export const supportScenarios: Scenario[] = [
  { name: 'the thread as a guest', as: 'guest', path: THREAD, status: 401 },
  { name: 'mark replies read as a guest', as: 'guest', method: 'POST', path: READ, status: 401 },
  { name: "brian's thread before he writes", as: 'brian', path: THREAD, status: 200, same: (b) => b },
  {
    name: 'a support message from brian',
    as: 'brian',
    method: 'POST',
    path: '/api/support/messages',
    body: { kind: 'support', name: 'Brian', email: 'brian@example.co.ke', message: 'Where is my payout?' },
    status: 200,
  },
  {
    name: 'a support message from brian without name or e-mail',
    as: 'brian',
    method: 'POST',
    path: '/api/support/messages',
    body: { kind: 'support', message: 'And my bond?' },
    status: 200,
  },
  {
    name: 'a support message from a guest without name or e-mail',
    as: 'guest',
    method: 'POST',
    path: '/api/support/messages',
    body: { kind: 'support', message: 'Hello?' },
    status: 400,
    same: (b) => b,
  },
  {
    name: "brian's thread with his message",
    as: 'brian',
    path: THREAD,
    status: 200,
    same: (b) => [
      b.unread,
      b.items.map((i: { kind: string; message: string; fromOperator: boolean }) => [i.kind, i.message, i.fromOperator]),
    ],
  },
  { name: 'mark replies read', as: 'brian', method: 'POST', path: READ, status: 200, same: (b) => b },
  { name: 'mark replies read with a body', as: 'brian', method: 'POST', path: READ, body: { all: true }, status: 400 },
  // "Download my data" (ADR 029): the refusal is compared; the rows are the database's own columns,
  // which the mocks do not emulate (mocks/src/member-export.ts).
  { name: 'download my data as a guest', as: 'guest', path: '/api/account/export', status: 401 },
];
