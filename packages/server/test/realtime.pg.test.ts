// Realtime across instances (ADR 017): two `mapato serve` processes sharing PostgreSQL. A member
// subscribed on A hears about a change made through B (NOTIFY/LISTEN), and an instance whose LISTEN
// connection is cut reopens it. Runs in the PostgreSQL pass only (vitest.config.ts).
import { sql } from 'kysely';
import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { collect, eventually, pause } from './support/realtime.ts';
import { twoProcessesSharingPostgres } from './support/server-process.ts';
import { grant, signUpMember } from './support/test-server.ts';

const cluster = twoProcessesSharingPostgres({ server: { rateLimits: 'off' } });

async function signedIn(url: string, collection: string, identity: string, password: string) {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  await pb.collection(collection).authWithPassword(identity, password);
  return pb;
}

async function operatorOn(url: string) {
  const { createAdmin } = await import('../src/domain/admin/admins.ts');
  const email = `rt${process.pid}${Date.now() % 100_000}@mapato.test`;
  await createAdmin(cluster.t.server.deps, email, 'operator-secret-1');
  return signedIn(url, '_superusers', email, 'operator-secret-1');
}

describe('realtime across two instances', () => {
  it('delivers to the owner on A what was done through B, and to nobody else', async () => {
    const { t, a, b } = cluster;
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    await grant(t, owner.id, 5000);
    const ownerOnA = await signedIn(a.url, 'users', owner.username, owner.password);
    const ownerOnB = await signedIn(b.url, 'users', owner.username, owner.password);
    const otherOnA = await signedIn(a.url, 'users', other.username, other.password);

    const mine = await collect(ownerOnA, 'withdrawal', ['*']);
    const me = await collect(ownerOnA, 'users', [owner.id]);
    const theirs = await collect(otherOnA, 'withdrawal', ['*']);
    const guests = await collect(new PocketBase(a.url), 'withdrawal', ['*']);

    const w = await ownerOnB
      .collection('withdrawal')
      .create({ amount: 1200, mpesa_number: '0712345678', full_name: 'Chebet Kiprono' });
    await eventually(() => mine.events.length >= 1);
    expect(mine.events[0]).toMatchObject({ action: 'create', record: { id: w.id, status: 'pending' } });

    const ops = await operatorOn(b.url);
    await ops.send(`/api/admin/withdrawals/${w.id}/decline`, { method: 'POST' });
    await eventually(() => mine.events.length >= 2 && me.events.length >= 2);
    expect(mine.events[1]).toMatchObject({ action: 'update', record: { id: w.id, status: 'declined' } });

    await pause(300);
    expect(theirs.events).toEqual([]);
    expect(guests.events).toEqual([]);
    for (const c of [mine, me, theirs, guests]) await c.unsubscribe();
  });

  it('reopens a LISTEN connection that was cut', async () => {
    const { t, b } = cluster;
    const owner = await signUpMember(t);
    const mine = await collect(owner.pb, 'users', ['*']);
    const cut = await sql<{ n: number }>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN %'`.execute(t.server.db.kysely);
    expect(cut.rows[0]!.n).toBeGreaterThanOrEqual(3);
    // Changes made while it is down are lost (clients refetch on reconnect); later ones arrive.
    const onB = await signedIn(b.url, 'users', owner.username, owner.password);
    for (let i = 0; i < 50 && mine.events.length === 0; i++) {
      await onB.collection('users').update(owner.id, { name: `Renamed ${i}` });
      await pause(200);
    }
    expect(mine.events[0]).toMatchObject({ action: 'update', record: { id: owner.id } });
    await mine.unsubscribe();
  });
});
