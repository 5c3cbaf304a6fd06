// Accounts on hold because an older account owns their phone (the server's duplicate-phones.ts):
// listed oldest first with the owner, and released by an operator who says why.
import { toPbDate } from '@mapato/core';
import type { ListResult } from '@mapato/core';
import {
  badRequest,
  holdNoteRefusal,
  notFound,
  NOT_ON_HOLD,
  readHoldNote,
  type AdminHeldAccount,
  type AdminHoldLifted,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import type { MockStore } from '../types.ts';
import { byCreated, pageOf, readPaging } from './paging.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

export function listHeld(store: MockStore, world: AdminWorld, url: URL, operator: StoredAdmin) {
  const held = store.users
    .filter((u) => world.holds.has(u.record.id) && !u.deleted)
    .map((u) => u.record)
    .sort(byCreated('asc'));
  const page = pageOf(held, readPaging(url));
  const items = page.items.map((m): AdminHeldAccount => {
    const owner = store.users.find((u) => !world.holds.has(u.record.id) && !u.deleted && u.record.phone === m.phone);
    return {
      id: m.id,
      username: m.username,
      phone: m.phone,
      created: m.created,
      owner: owner ? { id: owner.record.id, username: owner.record.username, created: owner.record.created } : null,
    };
  });
  writeAudit(store, world, {
    actor: operator.id,
    action: 'read.duplicate-phones',
    target: '',
    details: { uids: items.flatMap((i) => [i.id, ...(i.owner ? [i.owner.id] : [])]) },
  });
  return { ...page, items } satisfies ListResult<AdminHeldAccount>;
}

export function resolveHold(store: MockStore, world: AdminWorld, operator: StoredAdmin, uid: string, raw: unknown) {
  const note = orThrow(readHoldNote(raw)).trim();
  const refused = holdNoteRefusal(note);
  if (refused) refuse(refused);
  const member = store.users.find((u) => u.record.id === uid) ?? refuse(notFound());
  if (!world.holds.delete(uid)) refuse(badRequest(NOT_ON_HOLD));
  member.record.updated = toPbDate(store.now());
  writeAudit(store, world, { actor: operator.id, action: 'phone-hold.resolve', target: uid, details: { note } });
  return { id: uid, phoneHold: false } satisfies AdminHoldLifted;
}
