// A member's ledger, newest first and paged: every change of their balance with what caused it
// (the reference is the record's id, or the task's) and the balance after it.
import { ledgerQueryOptions, type AdminLedgerEntry } from '@mapato/client';
import { formatDisplayDateTime, formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { EmptyState, cn } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useAdminPb } from '../admin-pb.ts';
import { ledgerKindLabel } from '../labels.ts';
import { Loaded } from '../loaded.tsx';
import { Pager } from '../pager.tsx';

export const LEDGER_PER_PAGE = 20;

export function Ledger({ memberId, page, onPage }: { memberId: string; page: number; onPage: (page: number) => void }) {
  const ledger = useQuery(ledgerQueryOptions(useAdminPb(), memberId, { page, perPage: LEDGER_PER_PAGE }));
  return (
    <Loaded query={ledger} what={m.admin_whatLedger()}>
      {(rows) =>
        rows.items.length === 0 && rows.page === 1 ? (
          <EmptyState title={m.admin_noLedgerRows()} />
        ) : (
          <>
            <ul
              aria-label={m.admin_ledger()}
              className="divide-y divide-border rounded-lg border border-border bg-card"
            >
              {rows.items.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </ul>
            <Pager
              page={rows.page}
              totalPages={rows.totalPages}
              totalItems={rows.totalItems}
              noun="ledgerRows"
              onPage={onPage}
            />
          </>
        )
      }
    </Loaded>
  );
}

function Row({ row }: { row: AdminLedgerEntry }) {
  const credit = row.amount >= 0;
  return (
    <li className="flex flex-col gap-0.5 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">
          #{row.seq} {ledgerKindLabel(row.kind)}
        </span>
        <span className={cn('font-semibold tabular-nums', credit ? 'text-success' : 'text-danger')}>
          {credit ? '+' : ''}
          {formatKsh(row.amount)}
        </span>
      </div>
      <p className="text-muted-foreground">
        {formatDisplayDateTime(row.created)} · {m.admin_balanceAfter()}{' '}
        <span className="tabular-nums">{formatKsh(row.balance_after)}</span>
      </p>
      <p className="text-muted-foreground">
        {m.admin_reference()} <span className="font-mono break-all text-foreground">{row.ref || m.admin_none()}</span>
      </p>
    </li>
  );
}
