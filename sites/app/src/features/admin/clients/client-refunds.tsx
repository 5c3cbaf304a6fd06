// A client's refunds to its own M-Pesa number waiting for the console (docs/decisions/065): one
// admin's Approve sends one above the automatic limit; above four eyes it takes two different
// admins (the server refuses the same admin twice, and the toast says so).
import {
  approveRefundMutationOptions,
  clientRefundsQueryOptions,
  describeError,
  type ClientRecord,
  type ClientRefundView,
} from '@mapato/client';
import { formatDisplayDate, formatKsh, formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, toast } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';

export function ClientRefunds({ client }: { client: ClientRecord }) {
  const pb = useAdminPb();
  const refunds = useQuery(clientRefundsQueryOptions(pb, client.id));
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{m.admin_refundsWaiting()}</h3>
      <Loaded query={refunds} what={m.admin_whatRefunds()}>
        {({ items }) => <Waiting client={client} waiting={items.filter((r) => r.state === 'awaiting_approval')} />}
      </Loaded>
    </section>
  );
}

function Waiting({ client, waiting }: { client: ClientRecord; waiting: ClientRefundView[] }) {
  const pb = useAdminPb();
  const approve = useMutation(approveRefundMutationOptions(pb, useQueryClient()));
  if (waiting.length === 0) return <p className="text-sm text-muted-foreground">{m.admin_noRefundsWaiting()}</p>;

  async function press(refund: ClientRefundView) {
    try {
      await approve.mutateAsync({ client: client.id, refund: refund.id });
      toast.success(m.admin_refundApproved());
    } catch (err) {
      toast.error(describeError(err) || m.admin_approveRefundFailed());
    }
  }

  return (
    <ul className="flex flex-col gap-2" aria-label={m.admin_refundsWaiting()}>
      {waiting.map((r) => (
        <li
          key={r.id}
          className="flex flex-col gap-2 rounded-md border border-border bg-card p-3 sm:flex-row sm:items-center"
        >
          <p className="flex-1 text-sm tabular-nums">
            {m.admin_refundLine({
              amount: formatKsh(r.amount),
              phone: formatMpesaNumber(r.msisdn),
              date: formatDisplayDate(r.created),
              approvals: r.approvals,
              needed: r.needed,
            })}
          </p>
          <Button className="h-11 min-w-28" disabled={approve.isPending} onClick={() => void press(r)}>
            {m.admin_approveRefund()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
