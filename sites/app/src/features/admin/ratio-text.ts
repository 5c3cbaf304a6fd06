// How the console writes the solvency ratio (held / owed, ADR 073): 1.25 → '125%', 0.9958 → '99.5%'.
// Rounded down to a tenth: a shortfall (99.5 %) must never read as fully held (100 %).
import { m } from '@mapato/i18n';

export const ratioText = (ratio: number | null) =>
  ratio === null ? m.admin_nothingOwed() : `${(Math.floor(ratio * 1000) / 10).toLocaleString('en-KE')}%`;
