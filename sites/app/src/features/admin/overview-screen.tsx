// The day at a glance, every figure computed by the server from its books (never summed here):
// what members are owed and how well it is covered, payouts and bonds waiting, what came in and
// went out today and this month.
import { overviewQueryOptions, type AdminOverview, type CountAmount, type PeriodFigures } from '@mapato/client';
import { formatDisplayDateTime, formatKsh, groupThousands } from '@mapato/core';
import { Button, StatCard } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminLink } from './admin-link.tsx';
import { useAdminPb } from './admin-pb.ts';
import { Loaded } from './loaded.tsx';
import { PageTitle } from './page-title.tsx';

export function OverviewScreen() {
  const overview = useQuery(overviewQueryOptions(useAdminPb()));
  return (
    <>
      <PageTitle
        title="Overview"
        actions={
          <Button variant="outline" size="sm" disabled={overview.isFetching} onClick={() => void overview.refetch()}>
            {overview.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        }
      >
        {overview.data ? `Figures as of ${formatDisplayDateTime(overview.data.asOf)} (Nairobi time).` : null}
      </PageTitle>
      <Loaded query={overview} what="the overview">
        {(figures) => <Figures figures={figures} />}
      </Loaded>
    </>
  );
}

const counted = (figure: CountAmount, noun: string) =>
  `${groupThousands(figure.count)} ${figure.count === 1 ? noun : `${noun}s`}`;

/** 1.25 → '125%', 0.9958 → '99.5%': what came in less what went out, for every shilling owed. */
// Rounded down to a tenth: a shortfall (99.5 %) must never read as full cover (100 %).
const ratioText = (ratio: number | null) =>
  ratio === null ? 'Nothing owed' : `${(Math.floor(ratio * 1000) / 10).toLocaleString('en-KE')}%`;

function Figures({ figures }: { figures: AdminOverview }) {
  const { payouts, cover } = figures;
  return (
    <>
      <Section title="What members are owed">
        <StatCard label="Owed to members" value={figures.owed} hint="Members' balances: what they can withdraw." />
        <StatCard
          label="Cover"
          value={ratioText(cover.ratio)}
          hint={`Bonds received ${formatKsh(cover.received)} less payouts sent ${formatKsh(cover.paidOut)}, for every shilling owed.`}
        />
      </Section>
      <Section
        title="Waiting"
        link={
          <AdminLink place={{ to: 'queues', tab: 'approval' }} className="text-sm text-primary underline">
            Open the queues
          </AdminLink>
        }
      >
        <StatCard
          label="Payouts awaiting approval"
          value={payouts.approval.amount}
          hint={counted(payouts.approval, 'payout')}
        />
        <StatCard label="Payouts pending" value={payouts.pending.amount} hint={counted(payouts.pending, 'payout')} />
        <StatCard
          label="Payouts processing"
          value={payouts.processing.amount}
          hint={counted(payouts.processing, 'payout')}
        />
        <StatCard label="Payouts in review" value={payouts.review.amount} hint={counted(payouts.review, 'payout')} />
        <StatCard
          label="Bonds in review"
          value={figures.bondsInReview.amount}
          hint={counted(figures.bondsInReview, 'bond')}
        />
      </Section>
      <Period title="Today" when="today" figures={figures.today} />
      <Period title="This month" when="this month" figures={figures.thisMonth} />
    </>
  );
}

/** Each card names its period too: the same words twice on a page would be two regions of one name. */
function Period({ title, when, figures }: { title: string; when: string; figures: PeriodFigures }) {
  return (
    <Section title={title}>
      <StatCard
        label={`Bonds received ${when}`}
        value={figures.bondsReceived.amount}
        hint={counted(figures.bondsReceived, 'bond')}
      />
      <StatCard
        label={`Payouts sent ${when}`}
        value={figures.payoutsSent.amount}
        hint={counted(figures.payoutsSent, 'payout')}
      />
      <StatCard label={`New members ${when}`} value={figures.newMembers} format="plain" />
    </Section>
  );
}

function Section({ title, link, children }: { title: string; link?: ReactNode; children: ReactNode }) {
  const id = `overview-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {link}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}
