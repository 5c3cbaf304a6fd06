// Status badges for withdrawals and registrations (docs/product.md#status-badges), computed once so the dashboard,
// the admin screens and the mocks show the same word and colour for the same flags. The label is
// an identifier (English in tests, data-status and the mocks); badgeText is what a person reads.
import { m, type Locale } from '@mapato/i18n';

export type BadgeLabel = 'Completed' | 'Processing' | 'Declined' | 'Pending' | 'Not paid';
export type BadgeColour = 'green' | 'yellow' | 'red' | 'grey';
export interface Badge {
  label: BadgeLabel;
  colour: BadgeColour;
}

export const BADGE_COLOURS: Readonly<Record<BadgeLabel, BadgeColour>> = Object.freeze({
  Completed: 'green',
  Processing: 'yellow',
  Declined: 'red',
  Pending: 'grey',
  'Not paid': 'grey',
});

const BADGE_TEXTS: Readonly<Record<BadgeLabel, (inputs: object, options: { locale?: Locale }) => string>> =
  Object.freeze({
    Completed: m.core_badgeCompleted,
    Processing: m.core_badgeProcessing,
    Declined: m.core_badgeDeclined,
    Pending: m.core_badgePending,
    'Not paid': m.core_badgeNotPaid,
  });

/** The badge's word in the reader's language: 'Pending' / 'Inasubiri' (`locale` named on the server). */
export function badgeText(label: BadgeLabel, locale?: Locale): string {
  return BADGE_TEXTS[label]({}, { locale });
}

const badge = (label: BadgeLabel): Badge => ({ label, colour: BADGE_COLOURS[label] });

/** Flags win in the product's order: disbursed, processing, declined, else pending. */
export function withdrawalBadge(w: { disbursed?: boolean; processing?: boolean; declined?: boolean }): Badge {
  if (w.disbursed) return badge('Completed');
  if (w.processing) return badge('Processing');
  if (w.declined) return badge('Declined');
  return badge('Pending');
}

/**
 * A registration has no "done" flag: it is complete once it is neither processing nor declined. An
 * M-Pesa prompt that was not paid (cancelled, wrong PIN, no money) is 'Not paid', not 'Declined':
 * Mapato refused nothing, and no money moved.
 */
export function registrationBadge(r: { processing?: boolean; declined?: boolean; method?: string }): Badge {
  if (r.processing) return badge('Processing');
  if (r.declined) return badge(r.method === 'stk' ? 'Not paid' : 'Declined');
  return badge('Completed');
}
