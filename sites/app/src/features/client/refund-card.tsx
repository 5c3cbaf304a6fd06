// The client's balance back to its own M-Pesa number (docs/decisions/065-client-refunds.md), and how
// each refund went. The server debits the balance when it accepts the request, so the figures above
// change at once; the list is asked again while a refund waits for an admin or for M-Pesa. One
// Idempotency-Key per intended refund: a tap again after a lost answer refunds once.
import {
  afterProjectChange,
  clientRecordOf,
  fieldErrors,
  refundsQueryOptions,
  requestRefund,
  serverMessage,
} from '@mapato/client';
import { formatDisplayDateTime, formatKsh, formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { ClientRefundView } from '@mapato/client';
import { Button, ErrorBox, Field, Input } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useClientPb } from './client-pb.ts';

export function RefundCard({ balance }: { balance: number }) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const refunds = useQuery(refundsQueryOptions(pb));
  const phone = clientRecordOf(pb)?.phone ?? '';
  // A refund M-Pesa refused puts the money back: the balance and history follow the states.
  const states = refunds.data?.map((r) => `${r.id}:${r.state}`).join() ?? '';
  const seen = useRef(states);
  useEffect(() => {
    if (states === seen.current) return;
    seen.current = states;
    void afterProjectChange(pb, queryClient);
  }, [states, pb, queryClient]);
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [amountError, setAmountError] = useState('');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    setAmountError('');
    try {
      await requestRefund(pb, Number(amount.replace(/[\s,]/g, '')), key);
      setAmount('');
      setKey(crypto.randomUUID());
    } catch (err) {
      const status = (err as { status?: number }).status ?? 0;
      // Refused (4xx): nothing moved, the next tap is a new request. Lost: the same key again.
      if (status >= 400 && status < 500) setKey(crypto.randomUUID());
      setAmountError(fieldErrors(err).amount ?? '');
      setError(serverMessage(err) || m.tryAgain());
    } finally {
      await Promise.all([
        afterProjectChange(pb, queryClient),
        queryClient.invalidateQueries({ queryKey: refundsQueryOptions(pb).queryKey }),
      ]);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="refund-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id="refund-title" className="text-lg font-semibold">
        {m.client_refundTitle()}
      </h2>
      {phone === '' ? (
        <p className="text-sm">{m.client_refundNoPhone()}</p>
      ) : (
        <form className="flex flex-col gap-3" onSubmit={send} aria-label={m.client_refundTitle()}>
          <p className="text-sm text-muted-foreground">{m.client_refundLead({ phone: formatMpesaNumber(phone) })}</p>
          <Field label={m.client_refundField()} error={amountError || undefined} required>
            <Input
              inputMode="numeric"
              name="amount"
              placeholder={String(balance)}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
          {error && !amountError ? <ErrorBox title={m.client_refundFailed()} message={error} /> : null}
          <Button type="submit" size="lg" disabled={busy || balance <= 0} aria-busy={busy || undefined}>
            {m.client_refundSubmit()}
          </Button>
        </form>
      )}
      {refunds.data && refunds.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={m.client_refundsLabel()}>
          {refunds.data.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-muted/50 p-3 text-sm"
            >
              <div className="flex flex-col">
                <span className="font-medium">{refundState(r)}</span>
                <span className="text-xs text-muted-foreground">{formatDisplayDateTime(r.created)}</span>
              </div>
              <span className="font-semibold tabular-nums">{formatKsh(r.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function refundState(r: ClientRefundView): string | undefined {
  switch (r.state) {
    case 'awaiting_approval':
      return m.client_refundWaiting({ approvals: r.approvals, needed: r.needed });
    case 'sending':
      return m.client_refundSending();
    case 'review':
      return m.client_refundReview();
    case 'paid':
      return m.client_refundPaid({ receipt: r.receipt });
    case 'failed':
      return m.client_refundNotPaid();
  }
}
