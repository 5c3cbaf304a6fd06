// The SDK instance per origin, talking to the mocks through MSW in Node.
import { describe, expect, it } from 'vitest';
import { currentUserId, getPocketBase } from './pb.ts';
import { BASE, demo, pb, signInAs } from './test/support.ts';

describe('getPocketBase', () => {
  it('returns one instance per origin', () => {
    expect(getPocketBase(BASE)).toBe(pb);
    expect(getPocketBase('http://other.test')).not.toBe(pb);
    expect(getPocketBase().baseURL).toBe('/');
  });

  it('reaches the mocks with typed records, and knows who is signed in', async () => {
    const auth = await signInAs(1);
    expect(auth.record.balance).toBe(demo(1).balance);
    expect(currentUserId(pb)).toBe(auth.record.id);
    pb.authStore.clear();
    expect(currentUserId(pb)).toBe('');
  });
});
