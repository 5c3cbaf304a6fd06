// What every console story needs: a fresh QueryClient (no retries, so errors show at once), the
// toasts, the console's frame around the screen, and an operator signed in on the in-memory mocks
// (their operators: ops@ and ops2@ are admins, help@ is support).
import { getAdminPocketBase, operatorSignIn, operatorSignOut } from '@mapato/client';
import type { ListResult } from '@mapato/core';
import { demoStore, DEMO_OPERATORS, handlers } from '@mapato/mocks';
import { Toaster } from '@mapato/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { AdminLayout, type AdminSection } from '../features/admin/admin-layout.tsx';

export { inKiswahili } from './screen-story.tsx';

export const withAdmin =
  (section?: AdminSection): Decorator =>
  (Story) => {
    const [client] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    );
    return (
      <QueryClientProvider client={client}>
        {section ? (
          <AdminLayout section={section}>
            <Story />
          </AdminLayout>
        ) : (
          <Story />
        )}
        <Toaster position="top-right" />
      </QueryClientProvider>
    );
  };

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

/** The mocks with some endpoints replaced (MSW uses the first handler that matches). */
export const adminMocks = (...overrides: HttpHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

const API_ERROR = { status: 500, message: 'Something went wrong on our side. Please try again.', data: {} };

export const failing = (path: string) => http.get(path, () => HttpResponse.json(API_ERROR, { status: 500 }));

export const hanging = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

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

/** A seeded member's id by username (the store's ids change on every reset). */
export const memberId = (username: string) => demoStore.users.find((u) => u.record.username === username)!.record.id;
