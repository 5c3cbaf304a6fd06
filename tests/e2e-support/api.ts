// Direct API calls for end-to-end tests: checking what the server recorded, as an operator would.
import type { APIRequestContext } from '@playwright/test';

export const OPERATOR = { email: 'e2e-operator@mapato.test', password: 'e2e-operator-secret' };

export async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/collections/_superusers/auth-with-password', {
    data: { identity: OPERATOR.email, password: OPERATOR.password },
  });
  return ((await res.json()) as { token: string }).token;
}

export async function memberRecord(request: APIRequestContext, username: string, password: string) {
  const res = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: username, password },
  });
  return (
    (await res.json()) as { record: { id: string; balance: number; referals: number; income: number; level: number } }
  ).record;
}

export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: await operatorToken(request) } });
  return (await res.json()) as T;
}

let counter = 0;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}`;

/**
 * What the SDK keeps in localStorage ('pocketbase_auth') after this member signs in: written into
 * a page, the page is signed in exactly as after the login screen.
 */
export async function storedSession(request: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: username, password },
  });
  const { token, record } = (await res.json()) as { token: string; record: unknown };
  return JSON.stringify({ token, record });
}
