// GET /api/work/next (ADR 055): one item as a 10-minute lease. The item's slot is taken with a
// conditional UPDATE (answers + leased < needed), the unique (item_id, uid) keeps a member from
// ever getting an item twice, and the pay is held from the project's reserve (holdPay) in the
// same transaction, so an item is never over-answered and the reserve never goes below zero.
import { toPbDate, wantsGold } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import type { WorkAssignment } from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { badRequest, notFound } from '../api-error.ts';
import type { Deps, Trx } from '../deps.ts';
import { transact } from '../transact.ts';
import { answersToday, cutOffReason, dayLimit, isCutOff, openLeases, visibleProjects } from './eligibility.ts';
import { imageUrl } from './image-token.ts';
import { projectPayPerHour } from './pay-rate.ts';
import { holdPay } from './project-money.ts';
import { goldRecords, type Project } from './records.ts';
import { LEASE_MS, MAX_OPEN_LEASES } from './settings.ts';
import { giveSlotBack, takeSlot } from './slots.ts';
import { sweepLapsed } from './sweep.ts';

/** Items looked at per try: several, so members asking at once spread over them. */
const CANDIDATES = 8;
/** Looks at the open items again at most this often when others took the ones we saw. */
const ROUNDS = 20;

export interface NextOptions {
  project?: string;
  /** [0, 1): decides control or not, and where among the open items to start */
  random?: () => number;
}

export async function nextAssignment(
  deps: Deps,
  uid: string,
  options: NextOptions,
  locale: Locale,
): Promise<WorkAssignment> {
  const now = deps.now();
  const random = options.random ?? Math.random;
  // Leases that ran out give their slots back before we look for one.
  await sweepLapsed(deps, now, 50);
  return transact(deps, async (trx) => {
    const user = await trx.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    const limit = dayLimit(user);
    const today = await answersToday(trx, uid, now);
    const open = await openLeases(trx, uid, now);
    if (open >= MAX_OPEN_LEASES) throw badRequest(m.paidWork_tooManyOpen({}, { locale }));
    // A lease that could not be answered today is not given.
    if (today + open >= limit) throw notFound(m.paidWork_dayLimit({ limit }, { locale }));
    const projects = await visibleProjects(trx, user, options.project);
    const records = await recordsOf(trx, uid, projects);
    let cutOff = '';
    for (const project of projects) {
      const record = records.get(project.id) ?? { answered: 0, right: 0, answers: 0 };
      if (isCutOff(record, project)) {
        cutOff ||= cutOffReason(record, project, locale);
        continue;
      }
      if (Number(project.reserve) < project.pay) continue;
      const gold = wantsGold(record.answers, random());
      let lease = await leaseFrom(trx, project, uid, gold, now, random);
      if (lease === null) lease = await leaseFrom(trx, project, uid, !gold, now, random);
      if (lease && lease !== 'broke') return view(deps, trx, project, lease);
    }
    if (cutOff) throw notFound(cutOff);
    throw notFound(
      options.project !== undefined ? m.paidWork_noWorkInProject({}, { locale }) : m.paidWork_noWork({}, { locale }),
    );
  });
}

async function recordsOf(trx: Trx, uid: string, projects: Project[]) {
  const byProject = new Map<string, { answered: number; right: number; answers: number }>();
  for (const p of projects) byProject.set(p.id, (await goldRecords(trx, p.id, [uid])).get(uid)!);
  return byProject;
}

interface Lease {
  id: string;
  expires: string;
  text: string;
  image: string;
}

async function leaseFrom(
  trx: Trx,
  project: Project,
  uid: string,
  gold: boolean,
  now: Date,
  random: () => number,
): Promise<Lease | null | 'broke'> {
  // Members asking at once take the candidates we saw: look again (each statement sees what was
  // committed meanwhile) until an item is ours or none is left, so nobody is told "nothing" while
  // an item is free.
  for (let round = 0; round < ROUNDS; round++) {
    const items = await candidates(trx, project.id, uid, gold);
    if (items.length === 0) return null;
    const lease = await leaseOneOf(trx, project, uid, gold, now, items, Math.floor(random() * items.length));
    if (lease) return lease;
  }
  return null;
}

function candidates(trx: Trx, projectId: string, uid: string, gold: boolean) {
  return trx
    .selectFrom('work_items')
    .select(['id', 'text', 'image'])
    .where('project_id', '=', projectId)
    .where('status', '=', 'open')
    .where('gold', gold ? '<>' : '=', '')
    .where((eb) => eb(eb('answers', '+', eb.ref('leased')), '<', eb.ref('needed')))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('assignments')
            .select('assignments.id')
            .whereRef('assignments.item_id', '=', 'work_items.id')
            .where('assignments.uid', '=', uid),
        ),
      ),
    )
    .orderBy('position')
    .limit(CANDIDATES)
    .execute();
}

async function leaseOneOf(
  trx: Trx,
  project: Project,
  uid: string,
  gold: boolean,
  now: Date,
  items: { id: string; text: string; image: string }[],
  start: number,
): Promise<Lease | 'broke' | null> {
  for (let i = 0; i < items.length; i++) {
    const item = items[(start + i) % items.length]!;
    if (!(await takeSlot(trx, item.id))) continue;
    const expires = toPbDate(new Date(now.getTime() + LEASE_MS));
    const inserted = await trx
      .insertInto('assignments')
      .values({
        id: newId(),
        project_id: project.id,
        item_id: item.id,
        uid,
        status: 'leased',
        pay: project.pay,
        gold: gold ? 1 : 0,
        expires,
        answer: '',
        reason: '',
        day: '',
        paid: 0,
        created: toPbDate(now),
        answered: '',
        decided: '',
      })
      .onConflict((oc) => oc.columns(['item_id', 'uid']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      await giveSlotBack(trx, item.id);
      continue;
    }
    if (!(await holdPay(trx, project.id, project.pay, now))) {
      // The reserve ran out under us: undo this lease, and the project has nothing more to give.
      await trx.deleteFrom('assignments').where('id', '=', inserted.id).execute();
      await giveSlotBack(trx, item.id);
      return 'broke';
    }
    return { id: inserted.id, expires, text: item.text, image: item.image };
  }
  return null;
}

async function view(deps: Deps, trx: Trx, project: Project, lease: Lease): Promise<WorkAssignment> {
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
      pay_per_hour: await projectPayPerHour(trx, project),
    },
    item: { text: lease.text, image: lease.image ? imageUrl(deps, lease.id, lease.expires) : '' },
  };
}
