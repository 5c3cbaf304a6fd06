// The day at a glance, every figure computed by the server from its books (never summed here):
// what members are owed and how well it is covered, payouts and bonds waiting, what came in and
// went out today and this month.
import {
  overviewQueryOptions,
  type AdminOverview,
  type AdminCountAmount,
  type AdminPeriodFigures,
} from '@mapato/client';
import { formatDisplayDateTime, formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, StatCard } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { AdminLink } from './admin-link.tsx';
import { useAdminPb } from './admin-pb.ts';
import { Loaded } from './loaded.tsx';
import { PageTitle } from './page-title.tsx';

export function OverviewScreen() {
  const overview = useQuery(overviewQueryOptions(useAdminPb()));
  return (
    <>
      <PageTitle
        title={m.console_overview()}
        actions={
          <Button variant="outline" size="sm" disabled={overview.isFetching} onClick={() => void overview.refetch()}>
            {overview.isFetching ? m.console_refreshing() : m.console_refresh()}
          </Button>
        }
      >
        {overview.data ? m.console_figuresAsOf({ when: formatDisplayDateTime(overview.data.asOf) }) : null}
      </PageTitle>
      <Loaded query={overview} what={m.console_whatOverview()}>
        {(figures) => <Figures figures={figures} />}
      </Loaded>
    </>
  );
}

const payouts = (figure: AdminCountAmount) => m.console_countPayouts({ count: figure.count });
const bonds = (figure: AdminCountAmount) => m.console_countBonds({ count: figure.count });

/** 1.25 → '125%', 0.9958 → '99.5%': what came in less what went out, for every shilling owed. */
// Rounded down to a tenth: a shortfall (99.5 %) must never read as full cover (100 %).
const ratioText = (ratio: number | null) =>
  ratio === null ? m.console_nothingOwed() : `${(Math.floor(ratio * 1000) / 10).toLocaleString('en-KE')}%`;

function Figures({ figures }: { figures: AdminOverview }) {
  const { payouts: waiting, cover } = figures;
  return (
    <>
      <Section title={m.console_sectionOwed()}>
        <StatCard label={m.console_owedToMembers()} value={figures.owed} hint={m.console_owedHint()} />
        <StatCard
          label={m.console_cover()}
          value={ratioText(cover.ratio)}
          hint={m.console_coverHint({ received: formatKsh(cover.received), paidOut: formatKsh(cover.paidOut) })}
        />
      </Section>
      <Section
        title={m.console_sectionWaiting()}
        link={
          <AdminLink place={{ to: 'queues', tab: 'approval' }} className="text-sm text-primary underline">
            {m.console_openQueues()}
          </AdminLink>
        }
      >
        <StatCard
          label={m.console_payoutsAwaitingApproval()}
          value={waiting.approval.amount}
          hint={payouts(waiting.approval)}
        />
        <StatCard label={m.console_payoutsPending()} value={waiting.pending.amount} hint={payouts(waiting.pending)} />
        <StatCard
          label={m.console_payoutsProcessing()}
          value={waiting.processing.amount}
          hint={payouts(waiting.processing)}
        />
        <StatCard label={m.console_payoutsInReview()} value={waiting.review.amount} hint={payouts(waiting.review)} />
        <StatCard
          label={m.console_bondsInReview()}
          value={figures.bondsInReview.amount}
          hint={bonds(figures.bondsInReview)}
        />
      </Section>
      <Period title={m.console_today()} when={m.console_whenToday()} figures={figures.today} />
      <Period title={m.console_thisMonth()} when={m.console_whenThisMonth()} figures={figures.thisMonth} />
    </>
  );
}

/** Each card names its period too: the same words twice on a page would be two regions of one name. */
function Period({ title, when, figures }: { title: string; when: string; figures: AdminPeriodFigures }) {
  return (
    <Section title={title}>
      <StatCard
        label={m.console_bondsReceivedWhen({ when })}
        value={figures.bondsReceived.amount}
        hint={bonds(figures.bondsReceived)}
      />
      <StatCard
        label={m.console_payoutsSentWhen({ when })}
        value={figures.payoutsSent.amount}
        hint={payouts(figures.payoutsSent)}
      />
      <StatCard label={m.console_newMembersWhen({ when })} value={figures.newMembers} format="plain" />
    </Section>
  );
}

function Section({ title, link, children }: { title: string; link?: ReactNode; children: ReactNode }) {
  const id = useId();
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
