// What every screen story needs: a fresh QueryClient (no retries, so error states show at once),
// the toasts, and a signed-in demo member on the in-memory mocks of .storybook/preview.tsx.
import { getPocketBase, logout, signIn } from '@mapato/client';
import { DEMO_ACCOUNTS, type ListResult, type PaymentMethods, type UserRecord } from '@mapato/core';
import { createHandlers, demoStore, handlers, type HandlerOptions } from '@mapato/mocks';
import { Toaster } from '@mapato/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';

/** `Frame`: the console's or the client screens' frame around the screen (admin-story, client-story). */
export const withScreen =
  (
    position: 'top-right' | 'bottom-right' = 'top-right',
    Frame?: (props: { children: ReactNode }) => ReactNode,
  ): Decorator =>
  (Story) => {
    const [client] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    );
    return (
      <QueryClientProvider client={client}>
        {Frame ? (
          <Frame>
            <Story />
          </Frame>
        ) : (
          <Story />
        )}
        <Toaster position={position} />
      </QueryClientProvider>
    );
  };

/** beforeEach: the seed data again, signed in as a demo member ('brian' has withdrawals). */
export function signInAs(username: string = 'brian') {
  return async () => {
    demoStore.reset();
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)!;
    await signIn(getPocketBase(), account.username, account.password);
    return () => logout(getPocketBase());
  };
}

const API_ERROR = { status: 500, message: 'Something went wrong on our side. Please try again.', data: {} };

/** The mocks with some endpoints replaced (MSW uses the first handler that matches). */
export function mocksWith(...overrides: HttpHandler[]) {
  return { msw: { handlers: [...overrides, ...handlers] } };
}

/** The demo store's handlers with M-Pesa answering as told (e.g. a phone that answers at once). */
export const paying = (payments: HandlerOptions['payments']) => createHandlers({ store: demoStore, payments });

/** A server without M-Pesa prompts (--mpesa manual): bonds only by reference. */
export const withoutPrompts = () =>
  http.get(PATHS.methods, () =>
    HttpResponse.json({ stk: false, autoPayoutMax: 0, ussdCode: '' } satisfies PaymentMethods),
  );

export const failing = (path: string) => http.get(path, () => HttpResponse.json(API_ERROR, { status: 500 }));

export const hanging = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const emptyList = (path: string) =>
  http.get(path, () =>
    HttpResponse.json({ page: 1, perPage: 30, totalItems: 0, totalPages: 0, items: [] } satisfies ListResult<never>),
  );

export const PATHS = {
  user: '/api/collections/users/records/:id',
  withdrawals: '/api/collections/withdrawal/records',
  registrations: '/api/collections/registration/records',
  tasks: '/api/tasks',
  levels: '/api/levels',
  methods: '/api/payments/methods',
} as const;

/** A member who has just joined: nothing earned, nothing withdrawn. */
export const NEW_MEMBER: UserRecord = {
  id: 'newmember00001',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  username: 'newmember',
  name: '',
  email: 'newmember@mapato.demo',
  mail: '',
  emailVisibility: false,
  verified: false,
  phone: '+254700000001',
  level: 1,
  investment: 0,
  income: 0,
  balance: 0,
  referals: 0,
  tasks_done: 0,
  created: '2026-01-05 08:00:00.000Z',
  updated: '2026-01-05 08:00:00.000Z',
};

export const asUser = (user: UserRecord) => http.get(PATHS.user, () => HttpResponse.json(user));

/** A story in Kiswahili on a 360 px phone: Kiswahili runs longer than English (ADR 030). */
export const KISWAHILI_PHONE = { locale: 'sw', viewport: { value: 'mobile360' } };

/**
 * A screen story's Kiswahili twin (ADR 049): the same data and mocks, in Kiswahili on a 360 px
 * phone. Its play is left out (it names things in English); every Kiswahili story is checked for
 * English sentences by .storybook/preview.tsx instead.
 */
export const inKiswahili = <S extends { globals?: Record<string, unknown> }>(story: S): S => ({
  ...story,
  globals: { ...story.globals, ...KISWAHILI_PHONE },
  play: undefined,
});

/** Nothing on the page scrolls sideways, nor inside `box` (a dialog, which floats above the page). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement, box?: HTMLElement) {
  const doc = canvasElement.ownerDocument.documentElement;
  await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  if (!box) return;
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(doc.clientWidth);
}
