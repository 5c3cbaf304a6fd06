// What the public forms' stories share: the mocks' seed again before each story, nobody signed in
// after it, and the server answers a form can meet (a refusal, a lost connection, a slow reply).
import { getPocketBase, logout } from '@mapato/client';
import { demoStore, handlers } from '@mapato/mocks';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createElement, type ComponentType } from 'react';

/** beforeEach: the seed data again; afterwards nobody stays signed in for the next story. */
export function freshVisitor() {
  demoStore.reset();
  logout(getPocketBase('/'));
  return () => logout(getPocketBase('/'));
}

/** decorators: a form as narrow as the page's card, and never wider than a phone. */
export const inFormCard = (Story: ComponentType) =>
  createElement('div', { className: 'w-80 max-w-full' }, createElement(Story));

/** The mocks with some endpoints replaced (MSW uses the first handler that matches). */
export const mocksWith = (...overrides: HttpHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

/**
 * The server refuses a POST with this status and message, in the PocketBase error shape. The
 * message is read when the request arrives: the server answers in the page's language.
 */
export const refusing = (
  path: string,
  status: number,
  message: () => string,
  data: () => Record<string, unknown> = () => ({}),
) => http.post(path, () => HttpResponse.json({ status, message: message(), data: data() }, { status }));

/** No answer at all: the phone lost its connection. */
export const offline = (path: string) => http.post(path, () => HttpResponse.error());

/** An answer that never comes: the form stays in its sending state. */
export const hanging = (path: string) =>
  http.post(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A story in Kiswahili on a 360 px phone: Kiswahili runs longer than English (ADR 030). */
export const KISWAHILI_PHONE = { locale: 'sw', viewport: { value: 'mobile360' } };

export const PATHS = {
  signIn: '/api/collections/users/auth-with-password',
  signUp: '/api/collections/users/records',
  support: '/api/support/messages',
  resetRequest: '/api/collections/users/request-password-reset',
  resetConfirm: '/api/collections/users/confirm-password-reset',
} as const;
