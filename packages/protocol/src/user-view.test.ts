// Who sees a member's e-mail.
import type { UserRecord } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { viewUser } from './user-view.ts';

const record = { id: 'u1', username: 'amina', email: 'a@x.ke', mail: 'a@x.ke', emailVisibility: false } as UserRecord;

describe('viewUser', () => {
  it('shows the e-mail to the member', () => {
    expect(viewUser(record, { withEmail: true })).toBe(record);
  });

  it('omits the e-mail keys for others unless it is visible', () => {
    expect(viewUser(record, { withEmail: false })).toEqual({ id: 'u1', username: 'amina', emailVisibility: false });
    const visible = { ...record, emailVisibility: true };
    expect(viewUser(visible, { withEmail: false })).toBe(visible);
  });
});
