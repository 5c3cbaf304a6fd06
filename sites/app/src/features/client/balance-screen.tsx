// The client's balance and everything that moved it, newest first: deposits (M-Pesa or a bank
// transfer an operator recorded), projects funded, what closed projects gave back, and refunds to
// the client's M-Pesa number (refund-card.tsx).
import { clientLedgerQueryOptions, clientQueryOptions } from '@mapato/client';
import { formatDisplayDateTime, formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { EmptyState, StatCard } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useClientPb } from './client-pb.ts';
import { ledgerKindLabel } from './labels.ts';
import { Loaded, PageTitle } from './loaded.tsx';
import { RefundCard } from './refund-card.tsx';

export function BalanceScreen() {
  const pb = useClientPb();
  const me = useQuery(clientQueryOptions(pb));
  const ledger = useQuery(clientLedgerQueryOptions(pb));
  return (
    <>
      <PageTitle title={m.client_balanceTitle()}>{m.client_balanceLead()}</PageTitle>
      <StatCard
        label={m.client_balanceNow()}
        value={me.data?.balance}
        format="ksh"
        loading={me.isPending}
        className="sm:max-w-xs"
      />
      {me.data ? <RefundCard balance={me.data.balance} /> : null}
      <Loaded query={ledger} what={m.client_whatHistory()}>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={m.client_noHistory()} />
          ) : (
            <ul className="flex flex-col gap-2" aria-label={m.client_historyLabel()}>
              {rows.map((r, i) => (
                <li
                  key={`${r.created}-${i}`}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3"
                >
                  <div className="flex flex-col">
                    <span className="font-medium">{ledgerKindLabel(r.kind)}</span>
                    <span className="text-xs text-muted-foreground">{formatDisplayDateTime(r.created)}</span>
                  </div>
                  <div className="flex flex-col items-end tabular-nums">
                    <span className={r.amount < 0 ? 'font-semibold text-danger' : 'font-semibold text-success'}>
                      {r.amount < 0 ? '−' : '+'}
                      {formatKsh(Math.abs(r.amount))}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      {m.client_balanceAfter({ amount: formatKsh(r.balance_after) })}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}
