// Whole-shilling money: one formatter and one parser, so a typed "1,500" and a shown
// "KSh 1,500" mean the same integer on every screen and on the server.
import { m, type Locale } from '@mapato/i18n';

/** Groups an integer's digits in threes with commas, without relying on Intl locale data. */
export function groupThousands(n: number): string {
  // BigInt keeps very large integers out of exponent notation ('1e+21').
  const digits = BigInt(Math.abs(n)).toString();
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** 'KSh 1,000'; negatives as '-KSh 50'; fractions rounded half away from zero. */
export function formatKsh(amount: number, locale?: Locale): string {
  // A missing or broken amount must not render as 'KSh NaN' on a money screen: it reads as a
  // missing date does ('N/A', in the reader's language: `locale` when the server names it, ADR 051).
  // Worded only when needed, so a real amount reads no language at all.
  return kshText(amount, Number.isFinite(amount) ? '' : m.dateMissing({}, { locale }), groupThousands);
}

/**
 * formatKsh's rule with its two outside parts handed in, so the function is self-contained: the
 * member app's dashboard inlines its source to show the figures before its scripts arrive
 * (sites/app/src/lib/figures-before-script.ts, ADR 043).
 */
export function kshText(amount: number, missing: string, group: (n: number) => string): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return missing;
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return `${sign}KSh ${group(whole)}`;
}

// Plain decimal only: Number() would also accept '1e3', '0x10' and '' (as 0), which a person
// typing an amount never means. Commas are allowed only as correct thousands groups.
const AMOUNT_PATTERN = /^[+-]?(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/** Reads an amount typed into a form (' 1500 ', '1,500', 1500); null when it is not a number. */
export function parseAmountInput(s: string | number): number | null {
  if (typeof s === 'number') return Number.isFinite(s) ? s : null;
  const text = s.trim();
  if (!AMOUNT_PATTERN.test(text)) return null;
  return Number(text.replaceAll(',', ''));
}
