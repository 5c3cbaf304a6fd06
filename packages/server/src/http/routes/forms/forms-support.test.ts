// POST /forms/support — the Help Center's form without its script: a 'support' message, the
// redirect back to /support's thank-you state, its own page in a refusal, the API's limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm, supportCount } from '../../../../test/support/form-post.ts';
import {
  signInAdmin,
  startTestServer,
  statusesUnderLimit,
  type TestServer,
} from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const SUPPORT = '/forms/support';
const typed = { name: 'Brian Kip', email: 'brian@example.co.ke', message: 'My bond is still processing.' };

describe('the Help Center form without a script', () => {
  it('stores a support message for operators and answers 303 to /support#message-sent', async () => {
    const res = await postForm(t, SUPPORT, typed);
    expect(res).toMatchObject({ status: 303, location: '/support#message-sent' });
    const ops = await signInAdmin(t);
    const inbox = await ops.send('/api/admin/support', {});
    expect(inbox.items[0]).toMatchObject({ kind: 'support', uid: '', ...typed });
  });

  it('refuses a missing message with its own form and the way back to the Help Center', async () => {
    const before = await supportCount(t);
    const res = await postForm(t, SUPPORT, { ...typed, message: ' ' });
    expect(res.status).toBe(400);
    expect(res.html).toContain('This field is required.');
    expect(res.html).toContain(`<form method="post" action="${SUPPORT}" novalidate aria-label="Send us a message">`);
    expect(res.html).toContain('value="Brian Kip"');
    expect(res.html).toContain('<a class="back" href="/support">Back to Help Center</a>');
    expect(await supportCount(t)).toBe(before);
  });

  it('refuses another site’s post before reading it', async () => {
    const before = await supportCount(t);
    const res = await postForm(t, SUPPORT, typed, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await supportCount(t)).toBe(before);
  });

  it('shares the per-address limit with the API: its posts use up the API’s', async () => {
    const statuses = await statusesUnderLimit({ supportPerAddress: { points: 2, seconds: 60 } }, 3, (s, i) =>
      i < 2
        ? postForm(s, SUPPORT, typed)
        : s.http('/api/support/messages', { method: 'POST', json: { kind: 'support', ...typed } }),
    );
    expect(statuses).toEqual([303, 303, 429]);
  });
});
