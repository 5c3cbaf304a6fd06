// What every console story needs: a fresh QueryClient (no retries, so errors show at once), the
// toasts, the console's frame around the screen, and an operator signed in on the in-memory mocks
// (their operators: ops@ and ops2@ are admins, help@ is support).
import { getAdminPocketBase, operatorSignIn, operatorSignOut, type AdminSolvency } from '@mapato/client';
import type { ListResult } from '@mapato/core';
import { demoStore, DEMO_OPERATORS } from '@mapato/mocks';
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { AdminLayout, type AdminSection } from '../features/admin/admin-layout.tsx';
import { withScreen } from './screen-story.tsx';

export { failing, hanging, inKiswahili, mocksWith as adminMocks } from './screen-story.tsx';

/** The screen in the console frame of `section` (none: the screen alone), with toasts and a fresh QueryClient. */
export const withAdmin = (section?: AdminSection): Decorator =>
  withScreen(
    'top-right',
    section ? ({ children }) => <AdminLayout section={section}>{children}</AdminLayout> : undefined,
  );

export type AdminName = 'ops' | 'ops2' | 'help';

/** beforeEach: the seed again, signed in as one of the mocks' operators. */
export function asAdmin(name: AdminName = 'ops') {
  return async () => {
    demoStore.reset();
    const operator = DEMO_OPERATORS.find((o) => o.email.startsWith(`${name}@`))!;
    const pb = getAdminPocketBase();
    await operatorSignIn(pb, operator.email, operator.password);
    return () => operatorSignOut(pb);
  };
}

export const emptyList = (path: string) =>
  http.get(path, () =>
    HttpResponse.json({ page: 1, perPage: 20, totalItems: 0, totalPages: 0, items: [] } satisfies ListResult<never>),
  );

/** The server says the operator is an admin, whatever their token says (a role changed while the console was open). */
export const claimsAdmin = () =>
  http.get(ADMIN.me, () => HttpResponse.json({ id: 'x', email: 'help@mapato.demo', role: 'admin' }));

export const ADMIN = {
  me: '/api/admin/me',
  overview: '/api/admin/overview',
  guard: '/api/admin/guard',
  settings: '/api/admin/settings',
  withdrawals: '/api/admin/withdrawals',
  registrations: '/api/admin/registrations',
  duplicatePhones: '/api/admin/duplicate-phones',
  members: '/api/admin/members',
  member: '/api/admin/members/:id',
  ledger: '/api/admin/members/:id/ledger',
  threads: '/api/admin/support/threads',
  thread: '/api/admin/support/threads/:thread',
  audit: '/api/admin/audit',
} as const;

/** The books hold 75 % of what members are owed, below a minimum of 1: the guard refuses new bonds (ADR 073). */
export const PAUSED_GUARD: AdminSolvency = { owed: 128_000, held: 96_000, ratio: 0.75, min: 1, bondsPaused: true };

/** The server's guard says bonds are paused (the frame's banner, ADR 075). */
export const guardPaused = () => http.get(ADMIN.guard, () => HttpResponse.json(PAUSED_GUARD));

/** A seeded member's id by username (the store's ids change on every reset). */
export const memberId = (username: string) => demoStore.users.find((u) => u.record.username === username)!.record.id;
