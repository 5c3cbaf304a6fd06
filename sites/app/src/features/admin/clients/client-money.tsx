// One client's money in the console: record a bank transfer (credited at once up to the four-eyes
// limit, docs/decisions/042), and the transfers waiting for a second admin with Approve, which the
// admin who recorded one cannot press (the server refuses them too, with the same reason); and the
// client's refunds waiting for approval (client-refunds.tsx).
import {
  approveDepositMutationOptions,
  clientDepositsQueryOptions,
  describeError,
  recordDepositMutationOptions,
  settingsQueryOptions,
  type ClientDepositView,
  type ClientRecord,
} from '@mapato/client';
import { formatDisplayDate, formatKsh, FOUR_EYES_MIN } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, toast } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { useAdmin } from '../use-admin.ts';
import { ClientRefunds } from './client-refunds.tsx';

export function ClientMoney({ client }: { client: ClientRecord }) {
  const pb = useAdminPb();
  const deposits = useQuery(clientDepositsQueryOptions(pb, client.id));
  return (
    <div className="flex flex-col gap-4 rounded-md bg-muted/50 p-3 sm:p-4">
      <TransferForm client={client} />
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold">{m.admin_transfersWaiting()}</h3>
        <Loaded query={deposits} what={m.admin_whatTransfers()}>
          {({ items }) => <Waiting client={client} waiting={items.filter((d) => d.state === 'awaiting_approval')} />}
        </Loaded>
      </section>
      <ClientRefunds client={client} />
    </div>
  );
}

function TransferForm({ client }: { client: ClientRecord }) {
  const pb = useAdminPb();
  const record = useMutation(recordDepositMutationOptions(pb, useQueryClient()));
  const limit = useQuery(settingsQueryOptions(pb)).data?.fourEyesMin ?? FOUR_EYES_MIN;
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    try {
      const d = await record.mutateAsync({ client: client.id, amount: Number(amount), reference: reference.trim() });
      const words = { amount: formatKsh(d.amount), name: client.name };
      toast.success(d.state === 'credited' ? m.admin_transferCredited(words) : m.admin_transferWaiting(words));
      setAmount('');
      setReference('');
    } catch (err) {
      setError(describeError(err) || m.admin_transferFailed());
    }
  }

  const title = m.admin_bankTransfer({ name: client.name });
  return (
    <form aria-label={title} onSubmit={submit} className="flex flex-col gap-3">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{m.admin_bankTransferLead({ amount: formatKsh(limit) })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={m.admin_transferAmount()} required>
          <Input
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            required
          />
        </Field>
        <Field label={m.admin_transferReference()} required>
          <Input name="reference" value={reference} onChange={(e) => setReference(e.target.value)} required />
        </Field>
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
      <Button type="submit" className="h-12 sm:self-start" disabled={record.isPending}>
        {m.admin_recordTransfer()}
      </Button>
    </form>
  );
}

function Waiting({ client, waiting }: { client: ClientRecord; waiting: ClientDepositView[] }) {
  const pb = useAdminPb();
  const { operator } = useAdmin();
  const approve = useMutation(approveDepositMutationOptions(pb, useQueryClient()));
  if (waiting.length === 0) return <p className="text-sm text-muted-foreground">{m.admin_noTransfersWaiting()}</p>;

  async function press(deposit: ClientDepositView) {
    try {
      await approve.mutateAsync({ client: client.id, deposit: deposit.id });
      toast.success(m.admin_transferApproved());
    } catch (err) {
      toast.error(describeError(err) || m.admin_approveTransferFailed());
    }
  }

  return (
    <ul className="flex flex-col gap-2">
      {waiting.map((d) => {
        const mine = d.recorded_by === operator?.id;
        const reason = `reason-${d.id}`;
        return (
          <li
            key={d.id}
            className="flex flex-col gap-2 rounded-md border border-border bg-card p-3 sm:flex-row sm:items-center"
          >
            <p className="flex-1 text-sm tabular-nums">
              {m.admin_transferLine({
                amount: formatKsh(d.amount),
                reference: d.reference,
                date: formatDisplayDate(d.created),
              })}
            </p>
            {mine ? (
              <p id={reason} className="text-sm text-muted-foreground sm:max-w-64">
                {m.admin_youRecordedThis()}
              </p>
            ) : null}
            <Button
              className="h-11 min-w-28"
              disabled={mine || approve.isPending}
              aria-describedby={mine ? reason : undefined}
              onClick={() => void press(d)}
            >
              {m.admin_approveTransfer()}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
