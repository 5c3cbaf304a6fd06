// The levels' ways up on the wire (docs/decisions/076-level-settings.md): what an admin may send to
// change one, what a member sends to move up by work, and the refusals, for the server and the mocks.
import { LEVEL_WAY_MAX, levelInfo, type LevelWay } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { readAs } from './body.ts';
import { checked, fieldErrors, type ErrorBody, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';

/**
 * How long one reading of the ways is served by GET /api/levels before the table is read again. A
 * change shows at once on the instance that made it and within this time on the others; the bond
 * a member is asked for is read afresh with every request, never from here.
 */
export const LEVEL_WAYS_CACHE_MS = 30 * 1000;

/** What an admin sets for one level. */
export type LevelWayInput = Pick<LevelWay, 'bond' | 'answers' | 'accuracy'>;

const wholeIn = (v: unknown, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

/** The level in a path, when it is one of the table's; level 1 is where everyone starts and has no way up. */
export const levelOfPath = (raw: string): number | null => {
  const n = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return levelInfo(n) !== undefined && n > 1 ? n : null;
};

/**
 * `{bond, answers, accuracy}`, every field required: whole shillings, answers and per cent within
 * `LEVEL_WAY_MAX`. A level with a bond is bought, so its thresholds must be 0; a level earned by work
 * (bond 0) needs at least one accepted answer, or it would be given away.
 */
export function readLevelWay(raw: unknown): Outcome<LevelWayInput> {
  const spec = { writable: { bond: 'number', answers: 'number', accuracy: 'number' } } as const;
  const read = readAs(raw, spec, PB.updateFailed, (b) => b);
  if (!read.ok) return read;
  const { bond, answers, accuracy } = read.value;
  const errors: Problems = {};
  if (bond === undefined) errors.bond = ['validation_required', FIELD.blank];
  else if (!wholeIn(bond, LEVEL_WAY_MAX.bond))
    errors.bond = ['validation_invalid_value', `Whole shillings from 0 to ${LEVEL_WAY_MAX.bond}.`];
  if (answers === undefined) errors.answers = ['validation_required', FIELD.blank];
  else if (!wholeIn(answers, LEVEL_WAY_MAX.answers))
    errors.answers = ['validation_invalid_value', `A whole number from 0 to ${LEVEL_WAY_MAX.answers}.`];
  if (accuracy === undefined) errors.accuracy = ['validation_required', FIELD.blank];
  else if (!wholeIn(accuracy, LEVEL_WAY_MAX.accuracy))
    errors.accuracy = ['validation_invalid_value', 'A whole per cent from 0 to 100.'];
  if (Object.keys(errors).length === 0) {
    if (bond !== 0 && (answers !== 0 || accuracy !== 0))
      errors.bond = ['validation_invalid_value', 'A level with a bond is paid for: set the thresholds to 0.'];
    else if (bond === 0 && answers === 0)
      errors.answers = ['validation_invalid_value', 'A level earned by work needs at least one accepted answer.'];
  }
  return checked(PB.updateFailed, errors, () => ({
    bond: bond as number,
    answers: answers as number,
    accuracy: accuracy as number,
  }));
}

/** `{level}`: the level a member asks to move up to by work. */
export const readEarnLevel = (raw: unknown): Outcome<{ level: unknown }> =>
  readAs(raw, { writable: { level: 'number' } }, PB.updateFailed, (b) => ({ level: b.level }));

/** A level that is bought is not earned by work. */
export const levelHasBondRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.updateFailed, { level: ['validation_level_has_bond', m.levelHasBond({}, { locale })] });

/** The member has not done what the level asks yet. */
export const levelNotEarnedRefusal = (way: LevelWay, locale?: Locale): ErrorBody =>
  fieldErrors(PB.updateFailed, {
    level: [
      'validation_level_not_earned',
      m.levelNotEarnedYet({ answers: way.answers, accuracy: way.accuracy }, { locale }),
    ],
  });

/** The level asked for is not one of the table's above the member's own. */
export const earnLevelInvalid = (known: boolean, locale?: Locale): ErrorBody =>
  fieldErrors(PB.updateFailed, {
    level: ['validation_invalid_value', known ? m.levelNotHigher({}, { locale }) : FIELD.upgradeLevel],
  });
