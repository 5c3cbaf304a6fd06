// The audit log for operators in the mocks (the server's domain/admin/audit-search.ts): newest
// first, by operator (id or e-mail, or 'mpesa' / 'cli'), action (or a prefix ending in '.'),
// member, and Nairobi days.
import type { ListResult } from '@mapato/core';
import { badRequest, dayBounds, notADay, type AdminAuditEntry } from '@mapato/protocol';
import { refuse } from '../errors.ts';
import { byCreated, pageOf, readPaging } from './paging.ts';
import type { AdminWorld, AuditRow } from './world.ts';

const ACTION = /^[a-z_.-]{1,80}$/;
const RECORD_ID = /^[a-z0-9]{1,30}$/;

export const auditView = (world: AdminWorld, row: AuditRow): AdminAuditEntry => ({
  ...row,
  details: { ...row.details },
  actorEmail: world.operators.find((o) => o.id === row.actor)?.email ?? '',
});

export function searchAudit(world: AdminWorld, url: URL): ListResult<AdminAuditEntry> {
  const paging = readPaging(url);
  const get = (name: string) => url.searchParams.get(name) ?? '';
  let rows = world.audit.map((row) => auditView(world, row));
  const actor = get('actor').trim();
  if (actor) rows = rows.filter((r) => r.actor === actor || r.actorEmail.toLowerCase() === actor.toLowerCase());
  const action = get('action');
  if (action) {
    if (!ACTION.test(action)) refuse(badRequest('Unknown action filter.'));
    rows = rows.filter((r) => (action.endsWith('.') ? r.action.startsWith(action) : r.action === action));
  }
  const member = get('member');
  if (member) {
    if (!RECORD_ID.test(member)) refuse(badRequest('Unknown member.'));
    rows = rows.filter((r) => r.target === member || r.details.uid === member);
  }
  for (const key of ['from', 'to'] as const) {
    const day = get(key);
    if (day === '') continue;
    const bounds = dayBounds(day) ?? refuse(badRequest(notADay(key)));
    rows = rows.filter((r) => (key === 'from' ? r.created >= bounds.start : r.created < bounds.end));
  }
  return pageOf(rows.sort(byCreated('desc')), paging);
}
