// Posting the no-script Contact and Support forms (http/forms-*.ts) as a browser does: urlencoded,
// from the page's origin unless told otherwise, without following the redirect (the test reads it).
import type { TestServer } from './test-server.ts';

export interface FormAnswer {
  status: number;
  location: string | null;
  type: string;
  html: string;
  headers: Headers;
}

export async function postForm(
  t: TestServer,
  path: string,
  body: Record<string, string> | string | FormData,
  headers: Record<string, string | undefined> = {},
): Promise<FormAnswer> {
  const sent = new Headers();
  for (const [name, value] of Object.entries({ origin: t.url, ...headers }))
    if (value !== undefined) sent.set(name, value);
  const res = await fetch(t.url + path, {
    method: 'POST',
    redirect: 'manual',
    body: typeof body === 'string' || body instanceof FormData ? body : new URLSearchParams(body),
    headers: sent,
  });
  return {
    status: res.status,
    location: res.headers.get('location'),
    type: res.headers.get('content-type') ?? '',
    html: await res.text(),
    headers: res.headers,
  };
}

/** How many support messages are stored: what a refused post must leave unchanged. */
export async function supportCount(t: TestServer): Promise<number> {
  const row = await t.server.deps.db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
