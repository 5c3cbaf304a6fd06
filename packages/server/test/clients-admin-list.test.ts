// The console's list of clients (ADR 064, docs/decisions/067-paid-work-screens-mended.md): each
// client with its number of projects, and `?search=` by a part of the name or the e-mail, without
// case, `%` and `_` matched as the letters they are.
import { describe, expect, it } from 'vitest';
import { operator } from './support/admin.ts';
import { draftProject, signedInClient } from './support/clients.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();

describe('admin: the clients list', () => {
  it("tells each client's number of projects and finds clients by name or e-mail", async () => {
    const admin = await operator(t);
    const busy = await signedInClient(t);
    const idle = await signedInClient(t);
    await draftProject(busy);
    await draftProject(busy);

    const all = await admin.get('/api/admin/clients');
    const row = (id: string) => all.items.find((c: any) => c.id === id);
    expect(row(busy.id)).toMatchObject({ email: busy.email, projects: 2 });
    expect(row(idle.id)).toMatchObject({ email: idle.email, projects: 0 });

    const byEmail = await admin.get(`/api/admin/clients?search=${encodeURIComponent(busy.email.toUpperCase())}`);
    expect(byEmail.items.map((c: any) => c.id)).toEqual([busy.id]);
    const byName = await admin.get(`/api/admin/clients?search=${encodeURIComponent('lugha DATA')}`);
    expect(byName.items.map((c: any) => c.id)).toEqual(expect.arrayContaining([busy.id, idle.id]));
    // `%` is a letter here, not "anything".
    expect((await admin.get('/api/admin/clients?search=%25')).items).toEqual([]);
    // Support reads the list, search included.
    const support = await operator(t, 'support');
    expect((await support.get(`/api/admin/clients?search=${encodeURIComponent(idle.email)}`)).items).toHaveLength(1);
  });
});
