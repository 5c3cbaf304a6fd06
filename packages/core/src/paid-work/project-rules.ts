// A client's project as the server, the mocks and the client screen all check it (docs/decisions/
// 055-paid-work.md, 062): the fields' limits, what is wrong with each field in the reader's
// language, and the quote. Protocol's readProjectBody reads the request body and refuses with
// these problems; the screen shows them next to each field as the client types.
import { m, type Locale } from '@mapato/i18n';

/** Items one request may add (the client screen uploads a CSV or JSONL file in batches). */
export const MAX_ITEMS_PER_REQUEST = 10_000;
export const DEFAULT_MIN_SECONDS = 2;
export const DEFAULT_MIN_ACCURACY = 70;
/** MAPATO_WORK_FEE_PERCENT's default. */
export const DEFAULT_WORK_FEE_PERCENT = 20;

const KINDS = ['choice', 'labels', 'text'];
const LANGUAGES = ['en', 'sw'];

const wholeIn = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The options of a kind: 2–20 different, non-empty (trimmed) strings, or none for 'text'. */
export function readOptions(kind: string, raw: unknown, locale?: Locale): string[] | string {
  if (kind === 'text') {
    return raw === undefined || (Array.isArray(raw) && raw.length === 0) ? [] : m.client_ruleNoOptions({}, { locale });
  }
  if (!Array.isArray(raw) || raw.length < 2 || raw.length > 20) return m.client_ruleOptions({}, { locale });
  const options = raw.map((o) => (typeof o === 'string' ? o.trim() : ''));
  const fine = options.every((o) => o !== '' && o.length <= 200 && !o.includes('|'));
  return fine && new Set(options).size === options.length ? options : m.client_ruleOptions({}, { locale });
}

/** Field → what is wrong with it, in the reader's language; {} when the project may be created. */
export function projectProblems(body: object, locale?: Locale): Record<string, string> {
  const b = body as Record<string, unknown>;
  const problems: Record<string, string> = {};
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const title = str(b.title).trim();
  if (title.length < 3 || title.length > 120) problems.title = m.client_ruleTitle({}, { locale });
  if (str(b.instructions).length > 5_000) problems.instructions = m.client_ruleInstructions({}, { locale });
  const kind = str(b.kind);
  if (!KINDS.includes(kind)) problems.kind = m.client_ruleKind({}, { locale });
  const options = KINDS.includes(kind) ? readOptions(kind, b.options, locale) : [];
  if (typeof options === 'string') problems.options = options;
  if (!wholeIn(b.pay, 1, 1_000_000)) problems.pay = m.client_rulePay({}, { locale });
  if (!wholeIn(b.overlap, 1, 5)) problems.overlap = m.client_ruleOverlap({}, { locale });
  if (!wholeIn(b.min_level, 1, 10)) problems.min_level = m.client_ruleLevel({}, { locale });
  if (!LANGUAGES.includes(str(b.language))) problems.language = m.client_ruleLanguage({}, { locale });
  if (!wholeIn(b.min_seconds ?? DEFAULT_MIN_SECONDS, 0, 600))
    problems.min_seconds = m.client_ruleMinSeconds({}, { locale });
  if (!wholeIn(b.min_accuracy ?? DEFAULT_MIN_ACCURACY, 0, 100))
    problems.min_accuracy = m.client_ruleMinAccuracy({}, { locale });
  return problems;
}

export interface QuoteFigures {
  answers: number;
  pay_total: number;
  fee: number;
  total: number;
  from_balance: number;
  to_pay: number;
}

/** The platform's fee on `payTotal` shillings of pay: `feePercent` of it, rounded up to a shilling. */
export const workFee = (payTotal: number, feePercent: number): number => Math.ceil((payTotal * feePercent) / 100);

/** What funding a project costs now (its pay for every answer it can need, and the fee on that,
 * rounded up to a shilling), and how much of it the client's balance covers. */
export function quoteFor(
  project: { items: number; overlap: number; pay: number },
  balance: number,
  feePercent: number,
): QuoteFigures {
  const answers = Number(project.items) * Number(project.overlap);
  const payTotal = answers * Number(project.pay);
  const fee = workFee(payTotal, feePercent);
  const total = payTotal + fee;
  const fromBalance = Math.min(Math.max(balance, 0), total);
  return { answers, pay_total: payTotal, fee, total, from_balance: fromBalance, to_pay: total - fromBalance };
}
