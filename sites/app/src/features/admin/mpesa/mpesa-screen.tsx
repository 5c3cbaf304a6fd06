// M-Pesa's own figure against the books (docs/decisions/071, 077): the latest answers from M-Pesa
// beside the books' figures and any difference, "Ask M-Pesa now", and the form for a float move.
// Support operators read; asking and recording are an admin's (the server refuses them too).
import {
  askMpesaBalanceMutationOptions,
  describeError,
  mpesaBalancesQueryOptions,
  type MpesaBalanceCheck,
} from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button, toast } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { useAdmin } from '../use-admin.ts';
import { BalanceCheck } from './balance-check.tsx';
import { FloatMoveForm } from './float-move-form.tsx';

/**
 * The latest six queries; an "ask every shortcode" row once the worker has turned it into one query
 * per shortcode (state expanded) is left out: those queries stand for it.
 */
const shown = (items: readonly MpesaBalanceCheck[]) => items.filter((c) => c.state !== 'expanded').slice(0, 6);

export function MpesaScreen() {
  const pb = useAdminPb();
  const { canMoveMoney } = useAdmin();
  const balances = useQuery(mpesaBalancesQueryOptions(pb));
  const ask = useMutation(askMpesaBalanceMutationOptions(pb, useQueryClient()));

  async function askNow() {
    try {
      await ask.mutateAsync();
      toast.success(m.admin_mpesaAsked());
    } catch (err) {
      toast.error(describeError(err) || m.admin_askMpesaFailed());
    }
  }

  return (
    <>
      <PageTitle
        title={m.admin_mpesaTitle()}
        actions={
          canMoveMoney ? (
            <Button className="h-12" onClick={() => void askNow()} disabled={ask.isPending}>
              {ask.isPending ? m.admin_askingMpesa() : m.admin_askMpesa()}
            </Button>
          ) : null
        }
      >
        {m.admin_mpesaLead()}
      </PageTitle>
      <Loaded query={balances} what={m.admin_whatMpesaBalances()}>
        {({ items }) =>
          shown(items).length === 0 ? (
            <p className="rounded-lg border border-border bg-card p-4 text-sm text-muted-foreground">
              {m.admin_noMpesaAnswers()}
            </p>
          ) : (
            <ul className="grid gap-3 md:grid-cols-2">
              {shown(items).map((check) => (
                <BalanceCheck key={check.id} check={check} />
              ))}
            </ul>
          )
        }
      </Loaded>
      {canMoveMoney ? <FloatMoveForm /> : <p className="text-sm text-muted-foreground">{m.admin_mpesaAdminsOnly()}</p>}
    </>
  );
}
