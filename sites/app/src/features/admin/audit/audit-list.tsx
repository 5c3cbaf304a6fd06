// Audit rows as operators read them: when, who (an operator's e-mail, M-Pesa or the command line),
// what, on which record, and the details the server kept (ids, amounts, reasons — never passwords).
import type { AdminAuditEntry } from '@mapato/client';
import { formatDisplayDateTime } from '@mapato/core';
import { m } from '@mapato/i18n';
import { EmptyState } from '@mapato/ui';
import { actorLabel } from '../labels.ts';

const shown = (value: unknown): string =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

export function AuditList({ entries, label }: { entries: readonly AdminAuditEntry[]; label: string }) {
  if (entries.length === 0) return <EmptyState title={m.admin_noAuditRows()} />;
  return (
    <ul aria-label={label} className="divide-y divide-border rounded-lg border border-border bg-card">
      {entries.map((entry) => {
        const details = Object.entries(entry.details ?? {});
        return (
          <li key={entry.id} className="flex flex-col gap-1 p-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-mono font-semibold break-all">{entry.action}</span>
              <span className="text-muted-foreground">{formatDisplayDateTime(entry.created)}</span>
            </div>
            <p>
              {m.admin_auditBy()} <span className="font-medium break-all">{actorLabel(entry)}</span>
              {entry.target ? (
                <>
                  {' '}
                  · {m.admin_auditOn()} <span className="font-mono break-all">{entry.target}</span>
                </>
              ) : null}
            </p>
            {details.length > 0 ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-muted-foreground">
                {details.map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt>{key}</dt>
                    <dd className="min-w-0 break-all text-foreground">{shown(value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
