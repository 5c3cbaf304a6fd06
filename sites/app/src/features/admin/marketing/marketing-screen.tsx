// The marketing budget (docs/decisions/074-marketing-budget-and-referral-at-work.md): what it holds,
// what each revenue account could fund it with, the referral rewards waiting for it, and the form
// an admin funds it with. Support operators read; funding is an admin's (the server refuses it too).
import { marketingBudgetQueryOptions, type MarketingBudgetView } from '@mapato/client';
import { formatKsh, REFERRAL_REWARD } from '@mapato/core';
import { m } from '@mapato/i18n';
import { cn } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { useAdmin } from '../use-admin.ts';
import { FundingForm } from './funding-form.tsx';
import { sourceLabel } from './sources.ts';

export function MarketingScreen() {
  const { canMoveMoney } = useAdmin();
  const budget = useQuery(marketingBudgetQueryOptions(useAdminPb()));
  return (
    <>
      <PageTitle title={m.admin_marketingTitle()}>{m.admin_marketingLead()}</PageTitle>
      <Loaded query={budget} what={m.admin_whatMarketingBudget()}>
        {(view) => (
          <>
            <Figures view={view} />
            {canMoveMoney ? (
              <FundingForm view={view} />
            ) : (
              <p className="text-sm text-muted-foreground">{m.admin_marketingAdminsOnly()}</p>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}

function Figures({ view }: { view: MarketingBudgetView }) {
  const waiting = m.admin_marketingWaitingValue({
    count: String(view.dueReferrals),
    amount: formatKsh(view.dueReferrals * REFERRAL_REWARD),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Figure label={m.admin_marketingInBudget()} value={formatKsh(view.budget)} alert={view.budget === 0}>
        {view.budget === 0 ? m.admin_marketingEmpty() : null}
      </Figure>
      <Figure label={m.admin_marketingWaiting()} value={waiting}>
        {view.dueReferrals > 0 ? m.admin_marketingWaitingHint() : null}
      </Figure>
      <Figure label={sourceLabel('revenue_bonds')} value={formatKsh(view.revenue_bonds)} />
      <Figure label={sourceLabel('revenue_fees')} value={formatKsh(view.revenue_fees)} />
    </div>
  );
}

function Figure({
  label,
  value,
  alert,
  children,
}: {
  label: string;
  value: string;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4">
      <h2 className="text-sm text-muted-foreground">{label}</h2>
      <p className="text-2xl font-semibold tabular-nums">{value}</p>
      {children ? (
        <p className={cn('text-sm', alert ? 'text-destructive' : 'text-muted-foreground')}>{children}</p>
      ) : null}
    </section>
  );
}
