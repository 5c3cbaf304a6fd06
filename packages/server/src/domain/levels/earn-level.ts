// Moving up by work (docs/decisions/076-level-settings.md): a level whose bond is 0 is the member's
// once they have the accepted paid answers and the accuracy on control items it asks for. No money
// moves, so the books are not touched; the move is a `level_ups` row and an audit row.
import { levelInfo, meetsWay, toPbDate, type LevelProgress } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { earnLevelInvalid, levelHasBondRefusal, levelNotEarnedRefusal, upgradePendingRefusal } from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { fromBody } from '../api-error.ts';
import type { Deps, Queryable } from '../deps.ts';
import { lockMember } from '../members/lock.ts';
import { audit } from '../security/audit.ts';
import { noteChange, transact } from '../transact.ts';
import { readLevelWay } from './level-ways.ts';

/** A member's accepted paid answers and control answers, every project. */
export async function levelProgress(db: Queryable, uid: string): Promise<LevelProgress> {
  const [accepted, gold] = await Promise.all([
    db
      .selectFrom('assignments')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('uid', '=', uid)
      .where('status', '=', 'accepted')
      .where('paid', '>', 0)
      .executeTakeFirst(),
    db
      .selectFrom('project_members')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number | string>('gold_answered'), eb.lit(0)).as('answered'),
        eb.fn.coalesce(eb.fn.sum<number | string>('gold_correct'), eb.lit(0)).as('correct'),
      ])
      .where('uid', '=', uid)
      .executeTakeFirst(),
  ]);
  return {
    answers: Number(accepted?.n ?? 0),
    goldAnswered: Number(gold?.answered ?? 0),
    goldCorrect: Number(gold?.correct ?? 0),
  };
}

/** Moves the member up to `level` when its way is earned and met; refuses (changing nothing) otherwise. */
export async function earnLevel(deps: Deps, uid: string, level: unknown, locale: Locale): Promise<{ level: number }> {
  return transact(deps, async (trx) => {
    // One move at a time per member, and a level read after any other move of theirs committed.
    await lockMember(trx, uid);
    const user = await trx.selectFrom('users').select('level').where('id', '=', uid).executeTakeFirstOrThrow();
    const from = Number(user.level);
    const target = typeof level === 'number' ? levelInfo(level) : undefined;
    if (!target || target.level <= from) throw fromBody(earnLevelInvalid(target !== undefined, locale));
    const way = (await readLevelWay(trx, target.level))!;
    if (way.bond !== 0) throw fromBody(levelHasBondRefusal(locale));
    // A bond being paid for another level settles first: the member would otherwise pay for nothing.
    const pending = await trx
      .selectFrom('registration')
      .select('id')
      .where('uid', '=', uid)
      .where('processing', '=', 1)
      .executeTakeFirst();
    if (pending) throw fromBody(upgradePendingRefusal(locale));
    const progress = await levelProgress(trx, uid);
    if (!meetsWay(way, progress)) throw fromBody(levelNotEarnedRefusal(way, locale));
    const now = deps.now();
    await trx
      .updateTable('users')
      .set({ level: target.level, updated: toPbDate(now) })
      .where('id', '=', uid)
      .execute();
    const { answers, goldAnswered, goldCorrect } = progress;
    await trx
      .insertInto('level_ups')
      .values({
        id: newId(),
        uid,
        from_level: from,
        to_level: target.level,
        answers,
        gold_answered: goldAnswered,
        gold_correct: goldCorrect,
        created: toPbDate(now),
      })
      .execute();
    await audit(trx, uid, 'level.earned', uid, { from, to: target.level, ...progress, way }, now);
    noteChange(trx, { collection: 'users', id: uid, uid, action: 'update' });
    return { level: target.level };
  });
}
