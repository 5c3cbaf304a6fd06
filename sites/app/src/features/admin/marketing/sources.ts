// The revenue accounts an admin may fund the marketing budget from, as the console names them (the
// server's list is protocol's MARKETING_SOURCES; only its type reaches the browser, docs/decisions/050).
import type { MarketingSource } from '@mapato/client';
import { m } from '@mapato/i18n';

export const SOURCES: readonly MarketingSource[] = ['revenue_bonds', 'revenue_fees'];

export const sourceLabel = (source: MarketingSource): string =>
  ({ revenue_bonds: m.admin_revenueBonds(), revenue_fees: m.admin_revenueFees() })[source];
