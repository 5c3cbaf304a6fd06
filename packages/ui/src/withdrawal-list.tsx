// WithdrawalList: a member's latest withdrawals as a list that fits a 360 px phone without
// sideways scrolling: amount and live status first, then the number and the date, the M-Pesa
// receipt once paid, why it was declined (the money is back in the balance), and, while it is still
// on its way, what it waits for and by when (ADR 038, 048).
import {
  formatDisplayDate,
  formatKsh,
  payoutDeclinedDetail,
  type WithdrawalRecord,
  withdrawalPendingNote,
} from '@mapato/core';
import { m } from '@mapato/i18n';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './lib/cn.ts';
import { formatMpesaNumber } from './lib/mpesa-number.ts';
import { Spinner } from './spinner.tsx';
import { StatusBadge } from './status-badge.tsx';

export type WithdrawalListItem = Pick<
  WithdrawalRecord,
  'id' | 'amount' | 'mpesa_number' | 'created' | 'processing' | 'declined' | 'disbursed' | 'receipt' | 'reason'
> &
  Partial<Pick<WithdrawalRecord, 'review_by'>>;

export interface WithdrawalListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  withdrawals: readonly WithdrawalListItem[];
  loading?: boolean;
  emptyText?: ReactNode;
  /** the server's limit for payouts sent by themselves (GET /api/payments/methods); unknown: they wait */
  autoPayoutMax?: number;
}

export function WithdrawalList({
  withdrawals,
  loading = false,
  emptyText = m.kit_withdrawalsEmpty(),
  autoPayoutMax,
  className,
  ...props
}: WithdrawalListProps) {
  if (loading) return <Spinner label={m.kit_withdrawalsLoading()} className="self-center py-4" />;
  if (withdrawals.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul
      data-slot="withdrawal-list"
      className={cn('divide-y divide-border rounded-lg border border-border bg-card', className)}
      {...props}
    >
      {withdrawals.map((w) => (
        <li key={w.id} className="flex flex-col gap-1 p-3 text-sm">
          <div className="flex items-center justify-between gap-3">
            <span className="text-base font-semibold tabular-nums">{formatKsh(w.amount)}</span>
            <StatusBadge kind="withdrawal" record={w} />
          </div>
          <p className="text-muted-foreground">
            {m.kit_withdrawalTo()}{' '}
            <span className="whitespace-nowrap tabular-nums">{formatMpesaNumber(w.mpesa_number)}</span> ·{' '}
            <span className="whitespace-nowrap">{formatDisplayDate(w.created)}</span>
          </p>
          {w.disbursed && w.receipt ? (
            <p>
              {m.kit_withdrawalReceipt()} <span className="font-mono font-semibold break-all">{w.receipt}</span>
            </p>
          ) : null}
          {withdrawalPendingNote(w, autoPayoutMax) ? (
            <p data-slot="pending-note">{withdrawalPendingNote(w, autoPayoutMax)}</p>
          ) : null}
          {w.declined && !w.disbursed ? (
            <p className="text-danger">{payoutDeclinedDetail(w.amount, w.reason)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
