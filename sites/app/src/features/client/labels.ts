// The words for a project's status, kind and language, and for a balance history row's kind.
import type { ClientLedgerEntry, ProjectKind, ProjectLanguage, ProjectStatus } from '@mapato/client';
import { m } from '@mapato/i18n';

export const statusLabel = (status: ProjectStatus): string =>
  ({
    draft: m.client_statusDraft(),
    funding: m.client_statusFunding(),
    live: m.client_statusLive(),
    closed: m.client_statusClosed(),
  })[status];

/** The kit's badge colours by status: live is the good state, funding waits. */
export const statusColour = (status: ProjectStatus): string =>
  ({
    draft: 'bg-neutral text-neutral-foreground',
    funding: 'bg-warning text-warning-foreground',
    live: 'bg-success text-success-foreground',
    closed: 'bg-secondary text-secondary-foreground',
  })[status];

export const kindLabel = (kind: ProjectKind): string =>
  ({ choice: m.client_kindChoice(), labels: m.client_kindLabels(), text: m.client_kindText() })[kind];

export const languageLabel = (language: ProjectLanguage): string =>
  language === 'sw' ? m.client_languageSw() : m.client_languageEn();

export const ledgerKindLabel = (kind: ClientLedgerEntry['kind']): string =>
  ({
    deposit: m.client_ledgerDeposit(),
    project_funding: m.client_ledgerFunding(),
    project_release: m.client_ledgerRelease(),
    refund: m.client_ledgerRefund(),
    refund_return: m.client_ledgerRefundReturn(),
  })[kind] ?? kind;

/** 0.91 → "91 %"; null → "—" (no control answers yet). */
export const percent = (share: number | null): string => (share === null ? '—' : `${Math.round(share * 100)} %`);
