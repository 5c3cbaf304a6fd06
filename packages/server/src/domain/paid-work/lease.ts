// GET next under /api/work (ADR 055): one item as a 10-minute lease. The item's slot is taken with a
// conditional UPDATE (answers + leased < needed), the unique (item_id, uid) keeps a member from
// ever getting an item twice, and the pay is held from the project's reserve (holdPay) in the
// same transaction (lease-item.ts), so an item is never over-answered and the reserve never goes
// below zero.
import { toPbDate, wantsGold, workReason } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { dayLimitRefusal, noWorkRefusal, tooManyOpenRefusal } from '@mapato/core';
import type { WorkAssignment } from '@mapato/protocol';
import { badRequest, notFound } from '../api-error.ts';
import type { Deps, Trx } from '../deps.ts';
import { transact } from '../transact.ts';
import { cutOffReason, dayLimit, isCutOff, lockMemberDay, openLeases, visibleProjects } from './eligibility.ts';
import { imageUrl } from './image-token.ts';
import { recentPayPerHour } from './pay-rate.ts';
import type { Project } from './records.ts';
import { leaseFrom, type Lease } from './lease-item.ts';
import { MAX_OPEN_LEASES } from './settings.ts';
import { endLease } from './slots.ts';
import { sweepLapsedAtNext } from './sweep.ts';
import type { UsersTable } from '../../db/schema.ts';

export interface NextOptions {
  project?: string;
  /** [0, 1): decides control or not, and where among the open items to start */
  random?: () => number;
}

/**
 * `member` is the row the request's sign-in just read: its level and language are what a read
 * inside the transaction would see (that read took no lock either), one query fewer.
 */
export async function nextAssignment(
  deps: Deps,
  member: Pick<UsersTable, 'id' | 'level' | 'locale'>,
  options: NextOptions,
  locale: Locale,
): Promise<WorkAssignment> {
  const uid = member.id;
  const now = deps.now();
  const random = options.random ?? Math.random;
  // Leases that ran out give their slots back before we look for one (at most every few seconds:
  // the jobs loop sweeps too, sweep.ts).
  await sweepLapsedAtNext(deps, now);
  const { project, lease } = await transact(deps, async (trx) => {
    const today = await lockMemberDay(trx, uid, now);
    const limit = dayLimit(member);
    const open = await openLeases(trx, uid, now);
    // The app holds two items at most (the one on screen and the next). A member who asks for more
    // left items on another page (a reload, another tab, the app closed): the one held longest
    // lapses now, its pay back to the project, rather than a refusal they could not act on.
    let holding = open;
    if (open >= MAX_OPEN_LEASES) {
      const oldest = await heldLongest(trx, uid, now);
      if (!oldest) throw badRequest(tooManyOpenRefusal(locale));
      await endLease(trx, oldest, { status: 'lapsed', reason: workReason.lapsed }, now);
      holding -= 1;
    }
    if (today + holding >= limit) throw notFound(dayLimitRefusal(limit, locale));
    let cutOff = '';
    for (const { project, record } of await visibleProjects(trx, member, options.project)) {
      if (isCutOff(record, project)) {
        cutOff ||= cutOffReason(record, project, locale);
        continue;
      }
      if (Number(project.reserve) < project.pay) continue;
      const gold = wantsGold(record.answers, random());
      let lease = await leaseFrom(trx, project, uid, gold, now, random);
      if (lease === null) lease = await leaseFrom(trx, project, uid, !gold, now, random);
      if (lease && lease !== 'broke') return { project, lease };
    }
    if (cutOff) throw notFound(cutOff);
    throw notFound(noWorkRefusal(options.project, locale));
  });
  // After the commit: the project's row (every lease of it writes there) is not held while the
  // pay per hour is looked up.
  return view(deps, project, lease);
}

/** The member's open lease held longest. */
function heldLongest(trx: Trx, uid: string, now: Date) {
  return trx
    .selectFrom('assignments')
    .select(['id', 'project_id', 'item_id', 'pay'])
    .where('uid', '=', uid)
    .where('status', '=', 'leased')
    .where('expires', '>', toPbDate(now))
    .orderBy('created')
    .orderBy('id')
    .executeTakeFirst();
}

async function view(deps: Deps, project: Project, lease: Lease): Promise<WorkAssignment> {
  return {
    id: lease.id,
    expires: lease.expires,
    project: {
      id: project.id,
      title: project.title,
      instructions: project.instructions,
      kind: project.kind,
      options: project.options,
      pay: project.pay,
      pay_per_hour: await recentPayPerHour(deps, project),
    },
    item: { text: lease.text, image: lease.image ? imageUrl(deps, lease.id, lease.expires) : '' },
  };
}
