// "Download my data" in the mocks: the member's own records in the server's envelope, and a
// guest refused like the server refuses one.
import { DATA_KEPT } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { api, signIn, useMocks } from './test/support.ts';

useMocks();
const exportOf = (token?: string) => api('/api/account/export', { token });

describe('download my data', () => {
  it("gives a member their own records with what we keep, and none of another member's", async () => {
    const brian = await signIn(2);
    const amina = await signIn(1);
    const { status, body } = await exportOf(brian.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ format: 'mapato-member-export/1', whatWeKeep: DATA_KEPT });
    expect(body.tables.users).toEqual([expect.objectContaining({ id: brian.id })]);
    expect(body.tables.withdrawal.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain(amina.id);
  });

  it("refuses a guest with PocketBase's 401", async () => {
    const guest = await exportOf();
    expect(guest.status).toBe(401);
    expect(guest.body).toMatchObject({ message: 'The request requires valid record authorization token.' });
  });
});
