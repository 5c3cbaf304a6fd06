// The day at a glance, every figure computed by the server from its books (never summed here):
// what members are owed and what is held against it (the books' one solvency figure, ADR 073; the
// frame shows the guard's banner, ADR 075), payouts and bonds waiting, what came in and went out
// today and this month.
import {
  guardQueryOptions,
  overviewQueryOptions,
  type AdminOverview,
  type AdminCountAmount,
  type AdminPeriodFigures,
} from '@mapato/client';
import { formatDisplayDateTime } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, StatCard } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { AdminLink } from './admin-link.tsx';
import { useAdminPb } from './admin-pb.ts';
import { Loaded } from './loaded.tsx';
import { PageTitle } from './page-title.tsx';
import { ratioText } from './ratio-text.ts';

export function OverviewScreen() {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const overview = useQuery(overviewQueryOptions(pb));
  // The banner in the frame reads the same figure: refreshed together, they say the same.
  const refresh = () => {
    void overview.refetch();
    void queryClient.invalidateQueries({ queryKey: guardQueryOptions(pb).queryKey });
  };
  return (
    <>
      <PageTitle
        title={m.admin_overview()}
        actions={
          <Button variant="outline" size="sm" disabled={overview.isFetching} onClick={refresh}>
            {overview.isFetching ? m.admin_refreshing() : m.admin_refresh()}
          </Button>
        }
      >
        {overview.data ? m.admin_figuresAsOf({ when: formatDisplayDateTime(overview.data.asOf) }) : null}
      </PageTitle>
      <Loaded query={overview} what={m.admin_whatOverview()}>
        {(figures) => <Figures figures={figures} />}
      </Loaded>
    </>
  );
}

const payouts = (figure: AdminCountAmount) => m.admin_countPayouts({ count: figure.count });
const bonds = (figure: AdminCountAmount) => m.admin_countBonds({ count: figure.count });

function Figures({ figures }: { figures: AdminOverview }) {
  const { payouts: waiting, solvency } = figures;
  return (
    <>
      <Section title={m.admin_sectionOwed()}>
        <StatCard label={m.admin_owedToMembers()} value={figures.owed} hint={m.admin_owedHint()} />
        <StatCard
          label={m.admin_held()}
          value={solvency.held}
          hint={
            solvency.ratio === null ? m.admin_nothingOwed() : m.admin_heldHint({ ratio: ratioText(solvency.ratio) })
          }
        />
      </Section>
      <Section
        title={m.admin_sectionWaiting()}
        link={
          <AdminLink place={{ to: 'queues', tab: 'approval' }} className="text-sm text-primary underline">
            {m.admin_openQueues()}
          </AdminLink>
        }
      >
        <StatCard
          label={m.admin_payoutsAwaitingApproval()}
          value={waiting.approval.amount}
          hint={payouts(waiting.approval)}
        />
        <StatCard label={m.admin_payoutsPending()} value={waiting.pending.amount} hint={payouts(waiting.pending)} />
        <StatCard
          label={m.admin_payoutsProcessing()}
          value={waiting.processing.amount}
          hint={payouts(waiting.processing)}
        />
        <StatCard label={m.admin_payoutsInReview()} value={waiting.review.amount} hint={payouts(waiting.review)} />
        <StatCard
          label={m.admin_bondsInReview()}
          value={figures.bondsInReview.amount}
          hint={bonds(figures.bondsInReview)}
        />
      </Section>
      <Period title={m.admin_today()} when={m.admin_whenToday()} figures={figures.today} />
      <Period title={m.admin_thisMonth()} when={m.admin_whenThisMonth()} figures={figures.thisMonth} />
    </>
  );
}

/** Each card names its period too: the same words twice on a page would be two regions of one name. */
function Period({ title, when, figures }: { title: string; when: string; figures: AdminPeriodFigures }) {
  return (
    <Section title={title}>
      <StatCard
        label={m.admin_bondsReceivedWhen({ when })}
        value={figures.bondsReceived.amount}
        hint={bonds(figures.bondsReceived)}
      />
      <StatCard
        label={m.admin_payoutsSentWhen({ when })}
        value={figures.payoutsSent.amount}
        hint={payouts(figures.payoutsSent)}
      />
      <StatCard label={m.admin_newMembersWhen({ when })} value={figures.newMembers} format="plain" />
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
