// A client's project as the client screen and the mocks check it before the server does: the limits
// of a project's fields (docs/decisions/055-paid-work.md) and the quote (items × overlap × pay, the
// fee rounded up to a shilling). The server reads the same limits; the screen checks as the client
// types, so a mistake is said next to its field before anything is sent.
import { m, type Locale } from '@mapato/i18n';

export const PROJECT_LIMITS = Object.freeze({
  titleMax: 120,
  instructionsMax: 5000,
  payMin: 1,
  payMax: 1000,
  overlapMin: 1,
  overlapMax: 5,
  levelMin: 1,
  levelMax: 10,
  optionsMax: 20,
  optionMax: 100,
  minSecondsDefault: 2,
  minAccuracyDefault: 70,
  /** items in one POST …/items */
  itemsPerRequest: 10_000,
});

/** MAPATO_WORK_FEE_PERCENT's default. */
export const WORK_FEE_PERCENT = 20;

export interface ProjectQuoteFigures {
  answers: number;
  pay_total: number;
  fee: number;
  total: number;
}

/** What funding `items` items at `overlap` answers and `pay` shillings each costs. */
export function projectQuote(items: number, overlap: number, pay: number, feePercent = WORK_FEE_PERCENT) {
  const answers = Math.max(0, items) * Math.max(0, overlap);
  const pay_total = answers * Math.max(0, pay);
  // Rounded up in integers (whole percents): 20 % of 5 is 1 exactly, never a float a hair above it.
  const fee = Math.floor((pay_total * feePercent + 99) / 100);
  return { answers, pay_total, fee, total: pay_total + fee } satisfies ProjectQuoteFigures;
}

export interface ProjectFields {
  title: unknown;
  instructions: unknown;
  kind: unknown;
  options: unknown;
  pay: unknown;
  overlap: unknown;
  min_level: unknown;
  language: unknown;
  min_seconds?: unknown;
  min_accuracy?: unknown;
}

const whole = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Field → what is wrong with it, in the reader's language; {} when the project may be created. */
export function projectProblems(body: ProjectFields, locale?: Locale): Record<string, string> {
  const L = PROJECT_LIMITS;
  const problems: Record<string, string> = {};
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (title === '' || title.length > L.titleMax) problems.title = m.client_ruleTitle({ max: L.titleMax }, { locale });
  const instructions = typeof body.instructions === 'string' ? body.instructions.trim() : '';
  if (instructions === '' || instructions.length > L.instructionsMax)
    problems.instructions = m.client_ruleInstructions({ max: L.instructionsMax }, { locale });
  const kind = body.kind;
  if (kind !== 'choice' && kind !== 'labels' && kind !== 'text') problems.kind = m.client_ruleKind({}, { locale });
  const options = Array.isArray(body.options) ? body.options : null;
  const cleanOptions = (options ?? []).map((o) => (typeof o === 'string' ? o.trim() : ''));
  const badOption = cleanOptions.some((o) => o === '' || o.length > L.optionMax);
  const distinct = new Set(cleanOptions).size === cleanOptions.length;
  if (
    kind === 'text'
      ? cleanOptions.length > 0
      : !options || cleanOptions.length < 2 || cleanOptions.length > L.optionsMax || badOption || !distinct
  )
    problems.options =
      kind === 'text'
        ? m.client_ruleNoOptions({}, { locale })
        : m.client_ruleOptions({ max: L.optionsMax }, { locale });
  if (!whole(body.pay, L.payMin, L.payMax)) problems.pay = m.client_rulePay({ max: L.payMax }, { locale });
  if (!whole(body.overlap, L.overlapMin, L.overlapMax)) problems.overlap = m.client_ruleOverlap({}, { locale });
  if (!whole(body.min_level, L.levelMin, L.levelMax)) problems.min_level = m.client_ruleLevel({}, { locale });
  if (body.language !== 'en' && body.language !== 'sw') problems.language = m.client_ruleLanguage({}, { locale });
  if (body.min_seconds !== undefined && !whole(body.min_seconds, 0, 600))
    problems.min_seconds = m.client_ruleMinSeconds({}, { locale });
  if (body.min_accuracy !== undefined && !whole(body.min_accuracy, 0, 100))
    problems.min_accuracy = m.client_ruleMinAccuracy({}, { locale });
  return problems;
}
