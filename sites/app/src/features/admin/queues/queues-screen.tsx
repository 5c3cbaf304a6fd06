// The operators' work queues, one tab each: payouts awaiting approval, open withdrawals, bonds paid
// by a typed reference, payments M-Pesa left for a person to review, and accounts on hold for a
// duplicate phone. Search, filters and the page live in the URL (the route passes them in). What
// needs a person shows without touching a filter: the review tab lists payouts and bonds together
// unless one kind is chosen, and an item that can be approved has its own button (ADR 048).
import {
  adminRegistrationsQueryOptions,
  adminWithdrawalsQueryOptions,
  exportAdminRegistrations,
  exportAdminWithdrawals,
  exportHeldAccounts,
  heldAccountsQueryOptions,
  operatorIdOf,
  queueActionMutationOptions,
  settingsQueryOptions,
  type QueueAction,
  type RegistrationAction,
  type AdminWithdrawal,
  type RegistrationQuery,
  type WithdrawalAction,
  type WithdrawalQuery,
} from '@mapato/client';
import { approvalsNeeded, formatKsh, FOUR_EYES_MIN, nairobiDay, toCsv } from '@mapato/core';
import { m } from '@mapato/i18n';
import { cn, Field, Select } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminLink } from '../admin-link.tsx';
import { QUEUE_TABS, type QueueTab } from '../queue-tabs.ts';
import { useAdminPb } from '../admin-pb.ts';
import { PageTitle } from '../page-title.tsx';
import { useAdmin } from '../use-admin.ts';
import type { BulkAction } from './bulk-dialog.tsx';
import {
  describeHeld,
  describeRegistration,
  describeWithdrawal,
  HELD_CSV,
  HeldItem,
  REGISTRATION_CSV,
  RegistrationItem,
  WITHDRAWAL_CSV,
  WithdrawalItem,
} from './items.tsx';
import { QueueView } from './queue-view.tsx';

export interface QueueSearch {
  q?: string;
  page?: number;
  perPage?: number;
  /** open withdrawals: open | pending | processing */
  status?: string;
  /** bonds: how the member paid */
  method?: 'manual' | 'stk';
  /** needs review: payouts or bonds; none chosen, both */
  kind?: 'payouts' | 'bonds';
}

export interface QueuesScreenProps {
  tab: QueueTab;
  search: QueueSearch;
  /** a new search or filter starts again at page 1 (the caller merges the patch into the URL) */
  onSearch: (patch: QueueSearch) => void;
}

/** A tab's name and what its queue holds, in the page's language. */
function tabText(tab: QueueTab): { label: string; about: string } {
  switch (tab) {
    case 'approval':
      return { label: m.admin_tabApproval(), about: m.admin_tabApprovalAbout() };
    case 'open':
      return { label: m.admin_tabOpen(), about: m.admin_tabOpenAbout() };
    case 'bonds':
      return { label: m.admin_tabBonds(), about: m.admin_tabBondsAbout() };
    case 'review':
      return { label: m.admin_tabReview(), about: m.admin_tabReviewAbout() };
    case 'duplicates':
      return { label: m.admin_tabDuplicates(), about: m.admin_tabDuplicatesAbout() };
  }
}

export const DEFAULT_PER_PAGE = 20;

export function QueuesScreen({ tab, search, onSearch }: QueuesScreenProps) {
  return (
    <>
      <PageTitle title={m.admin_queues()}>{tabText(tab).about}</PageTitle>
      <nav aria-label={m.admin_queues()}>
        <ul className="flex flex-wrap gap-2">
          {QUEUE_TABS.map((t) => (
            <li key={t}>
              <AdminLink
                place={{ to: 'queues', tab: t }}
                aria-current={t === tab ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full border border-border bg-card px-4 text-sm font-medium hover:bg-muted',
                  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
                )}
              >
                {tabText(t).label}
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>
      <TabBody key={tab} tab={tab} search={search} onSearch={onSearch} />
    </>
  );
}

function TabBody({ tab, search, onSearch }: QueuesScreenProps) {
  if (tab === 'approval') return <Withdrawals status="approval" search={search} onSearch={onSearch} />;
  if (tab === 'open') return <Withdrawals status={openStatus(search.status)} search={search} onSearch={onSearch} />;
  if (tab === 'bonds') return <Bonds status="processing" search={search} onSearch={onSearch} />;
  if (tab === 'review' && search.kind === 'bonds') return <Bonds status="review" search={search} onSearch={onSearch} />;
  if (tab === 'review' && search.kind === 'payouts')
    return <Withdrawals status="review" search={search} onSearch={onSearch} />;
  if (tab === 'review') return <BothInReview search={search} onSearch={onSearch} />;
  return <Holds search={search} onSearch={onSearch} />;
}

const openStatuses = () =>
  ({
    open: m.admin_statusOpen(),
    pending: m.admin_statusPending(),
    processing: m.admin_statusProcessing(),
  }) as const;
const openStatus = (status: string | undefined): keyof ReturnType<typeof openStatuses> =>
  status === 'pending' || status === 'processing' ? status : 'open';

const today = () => nairobiDay(new Date());

function useQueueTools() {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const { canMoveMoney } = useAdmin();
  const act = useMutation(queueActionMutationOptions(pb, queryClient));
  const fourEyes = useQuery(settingsQueryOptions(pb)).data?.fourEyesMin ?? FOUR_EYES_MIN;
  return { pb, canMoveMoney, run: (request: QueueAction) => act.mutateAsync(request), fourEyes };
}

const declinePayout = (): BulkAction<'decline'> => ({
  action: 'decline',
  label: m.admin_actionDecline(),
  danger: true,
  text: 'reason',
  question: () => m.admin_declinePayoutQuestion(),
});

function withdrawalActions(status: WithdrawalQuery['status'], fourEyes: number): BulkAction<WithdrawalAction>[] {
  if (status === 'approval') {
    return [
      {
        action: 'approve',
        label: m.admin_actionApprove(),
        question: () => m.admin_approveQuestion({ amount: formatKsh(fourEyes) }),
      },
      declinePayout(),
    ];
  }
  const paid: BulkAction<'disburse'> = {
    action: 'disburse',
    label: m.admin_actionMarkPaid(),
    question: () => m.admin_markPaidQuestion({ amount: formatKsh(fourEyes) }),
  };
  if (status === 'review') return [paid, declinePayout()];
  return [
    {
      action: 'processing',
      label: m.admin_actionMarkProcessing(),
      question: () => m.admin_markProcessingQuestion(),
    },
    paid,
    declinePayout(),
  ];
}

/**
 * A payout's own button: Approve while it waits for approval, Mark paid once M-Pesa left it for
 * review. Both count towards one set of approvals (ADR 042): an admin whose approval is recorded
 * cannot give it again, and one who gives the first of two is told a second admin follows.
 */
function payoutRowAction(w: AdminWithdrawal, status: WithdrawalQuery['status'], fourEyes: number, operatorId: string) {
  if (status !== 'approval' && status !== 'review') return null;
  const action = withdrawalActions(status, fourEyes)[0]!;
  const approvals = w.payout?.approvals ?? [];
  const needed = w.payout?.needed ?? approvalsNeeded(w.amount, fourEyes);
  const note = needed === 2 && approvals.length === 0 ? m.admin_rowFirstOfTwo() : undefined;
  return { action, mine: approvals.includes(operatorId), note };
}

function Withdrawals({
  status,
  search,
  onSearch,
}: {
  status: WithdrawalQuery['status'];
  search: QueueSearch;
  onSearch: QueuesScreenProps['onSearch'];
}) {
  const { pb, canMoveMoney, run, fourEyes } = useQueueTools();
  const filter: WithdrawalQuery = {
    status,
    q: search.q,
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
  };
  const query = useQuery(adminWithdrawalsQueryOptions(pb, filter));
  return (
    <QueueView
      noun="withdrawals"
      query={query}
      idOf={(w) => w.id}
      describe={describeWithdrawal}
      renderItem={(w) => <WithdrawalItem w={w} operatorId={operatorIdOf(pb)} />}
      actions={canMoveMoney ? withdrawalActions(status, fourEyes) : []}
      rowAction={(w) => payoutRowAction(w, status, fourEyes, operatorIdOf(pb))}
      run={(action, ids, reason) => run({ kind: 'withdrawal', action, ids, reason })}
      exportCsv={async () => ({
        filename: `withdrawals-${status}-${today()}.csv`,
        csv: toCsv(await exportAdminWithdrawals(pb, { status, q: search.q }), WITHDRAWAL_CSV),
      })}
      q={search.q ?? ''}
      searchHint={m.admin_withdrawalSearchHint()}
      filters={
        status === 'open' || status === 'pending' || status === 'processing' ? (
          <Field label={m.admin_show()}>
            <Select value={status} onChange={(e) => onSearch({ status: e.target.value, page: 1 })}>
              {Object.entries(openStatuses()).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        ) : status === 'review' ? (
          <ReviewKind kind={search.kind} onSearch={onSearch} />
        ) : null
      }
      onSearch={(q) => onSearch({ q, page: 1 })}
      onPage={(page) => onSearch({ page })}
      emptyText={
        status === 'approval'
          ? m.admin_emptyApproval()
          : status === 'review'
            ? m.admin_emptyPayoutReview()
            : m.admin_emptyOpen()
      }
    />
  );
}

/**
 * Payouts and bonds a person must review, one list under the other: a bond in review was missed while
 * only payouts showed until a filter was switched. A page number moves both lists; choosing one kind
 * pages through it alone.
 */
function BothInReview({ search, onSearch }: Omit<QueuesScreenProps, 'tab'>) {
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="review-payouts" className="flex flex-col gap-3">
        <h2 id="review-payouts" className="text-lg font-semibold">
          {m.admin_payoutsInReview()}
        </h2>
        <Withdrawals status="review" search={search} onSearch={onSearch} />
      </section>
      <section aria-labelledby="review-bonds" className="flex flex-col gap-3">
        <h2 id="review-bonds" className="text-lg font-semibold">
          {m.admin_bondsInReview()}
        </h2>
        <Bonds status="review" search={search} onSearch={onSearch} />
      </section>
    </div>
  );
}

function ReviewKind({ kind, onSearch }: { kind?: 'payouts' | 'bonds'; onSearch: QueuesScreenProps['onSearch'] }) {
  return (
    <Field label={m.admin_payments()}>
      <Select
        value={kind ?? 'all'}
        onChange={(e) => {
          const value = e.target.value;
          onSearch({ kind: value === 'payouts' || value === 'bonds' ? value : undefined, q: '', page: 1 });
        }}
      >
        <option value="all">{m.admin_payoutsAndBonds()}</option>
        <option value="payouts">{m.admin_payouts()}</option>
        <option value="bonds">{m.admin_bonds()}</option>
      </Select>
    </Field>
  );
}

const bondActions = (): BulkAction<RegistrationAction>[] => [
  { action: 'approve', label: m.admin_actionConfirm(), question: () => m.admin_confirmBondQuestion() },
  {
    action: 'decline',
    label: m.admin_actionDecline(),
    danger: true,
    text: 'reason',
    question: () => m.admin_declineBondQuestion(),
  },
];

function Bonds({
  status,
  search,
  onSearch,
}: {
  status: RegistrationQuery['status'];
  search: QueueSearch;
  onSearch: QueuesScreenProps['onSearch'];
}) {
  const { pb, canMoveMoney, run } = useQueueTools();
  const method = status === 'processing' ? (search.method ?? 'manual') : undefined;
  const filter: RegistrationQuery = {
    status,
    method,
    q: search.q,
    page: search.page ?? 1,
    perPage: search.perPage ?? DEFAULT_PER_PAGE,
  };
  const query = useQuery(adminRegistrationsQueryOptions(pb, filter));
  return (
    <QueueView
      noun="bonds"
      query={query}
      idOf={(r) => r.id}
      describe={describeRegistration}
      renderItem={(r) => <RegistrationItem r={r} />}
      actions={canMoveMoney ? bondActions() : []}
      rowAction={() => ({ action: bondActions()[0]! })}
      run={(action, ids, reason) => run({ kind: 'registration', action, ids, reason })}
      exportCsv={async () => ({
        filename: `bonds-${status}-${method ?? 'all'}-${today()}.csv`,
        csv: toCsv(await exportAdminRegistrations(pb, { status, method, q: search.q }), REGISTRATION_CSV),
      })}
      q={search.q ?? ''}
      searchHint={m.admin_bondSearchHint()}
      filters={
        status === 'review' ? (
          <ReviewKind kind={search.kind} onSearch={onSearch} />
        ) : (
          <Field label={m.admin_paidBy()}>
            <Select value={method} onChange={(e) => onSearch({ method: e.target.value as 'manual' | 'stk', page: 1 })}>
              <option value="manual">{m.admin_typedReference()}</option>
              <option value="stk">{m.admin_mpesaPrompt()}</option>
            </Select>
          </Field>
        )
      }
      onSearch={(q) => onSearch({ q, page: 1 })}
      onPage={(page) => onSearch({ page })}
      emptyText={status === 'review' ? m.admin_emptyBondReview() : m.admin_emptyBonds()}
    />
  );
}

const holdActions = (): BulkAction<'resolve'>[] => [
  { action: 'resolve', label: m.admin_actionLiftHold(), text: 'note', question: () => m.admin_liftHoldQuestion() },
];

function Holds({ search, onSearch }: Omit<QueuesScreenProps, 'tab'>) {
  const { pb, canMoveMoney, run } = useQueueTools();
  const query = useQuery(
    heldAccountsQueryOptions(pb, { page: search.page ?? 1, perPage: search.perPage ?? DEFAULT_PER_PAGE }),
  );
  return (
    <QueueView
      noun="accounts"
      query={query}
      idOf={(h) => h.id}
      describe={describeHeld}
      renderItem={(h) => <HeldItem h={h} />}
      actions={canMoveMoney ? holdActions() : []}
      run={(_, ids, note) => run({ kind: 'hold', action: 'resolve', ids, note })}
      exportCsv={async () => ({
        filename: `duplicate-phones-${today()}.csv`,
        csv: toCsv(await exportHeldAccounts(pb), HELD_CSV),
      })}
      onSearch={() => undefined}
      onPage={(page) => onSearch({ page })}
      emptyText={m.admin_emptyHolds()}
    />
  );
}
