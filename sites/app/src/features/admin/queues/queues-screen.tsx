// The operators' work queues, one tab each: payouts awaiting approval, open withdrawals, bonds paid
// by a typed reference, payments M-Pesa left for a person to review, and accounts on hold for a
// duplicate phone. Search, filters and the page live in the URL (the route passes them in).
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
  type RegistrationQuery,
  type WithdrawalAction,
  type WithdrawalQuery,
} from '@mapato/client';
import { formatKsh, FOUR_EYES_MIN, nairobiDay, toCsv } from '@mapato/core';
import { cn, Field, Select } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminLink } from '../admin-link.tsx';
import { QUEUE_TABS, type QueueTab } from '../queue-tabs.ts';
import { useAdminPb } from '../admin-pb.ts';
import { PageTitle } from '../page-title.tsx';
import { useOperator } from '../use-operator.ts';
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
  /** needs review: payouts or bonds */
  kind?: 'payouts' | 'bonds';
}

export interface QueuesScreenProps {
  tab: QueueTab;
  search: QueueSearch;
  /** a new search or filter starts again at page 1 (the caller merges the patch into the URL) */
  onSearch: (patch: QueueSearch) => void;
}

const TABS: Readonly<Record<QueueTab, { label: string; about: string }>> = {
  approval: {
    label: 'Awaiting approval',
    about:
      'Payouts above the automatic limit go to M-Pesa only once an admin approves them; the largest need two admins.',
  },
  open: { label: 'Open withdrawals', about: 'Withdrawals not yet paid or declined.' },
  bonds: {
    label: 'Bonds to confirm',
    about: 'Members paid the bond and typed the M-Pesa reference: find it on the M-Pesa statement, then confirm.',
  },
  review: {
    label: 'Needs review',
    about: "M-Pesa's answer contradicts ours: check the M-Pesa statement, then settle each one by hand.",
  },
  duplicates: {
    label: 'Duplicate phones',
    about: 'Accounts on hold because an older account owns their phone: they cannot withdraw until you lift the hold.',
  },
};

export const DEFAULT_PER_PAGE = 20;

export function QueuesScreen({ tab, search, onSearch }: QueuesScreenProps) {
  return (
    <>
      <PageTitle title="Queues">{TABS[tab].about}</PageTitle>
      <nav aria-label="Queues">
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
                {TABS[t].label}
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
  if (tab === 'review') return <Withdrawals status="review" search={search} onSearch={onSearch} />;
  return <Holds search={search} onSearch={onSearch} />;
}

const OPEN_STATUSES = { open: 'Pending and processing', pending: 'Pending', processing: 'Processing' } as const;
const openStatus = (status: string | undefined): keyof typeof OPEN_STATUSES =>
  status === 'pending' || status === 'processing' ? status : 'open';

const today = () => nairobiDay(new Date());

function useQueueTools() {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const { canMoveMoney } = useOperator();
  const act = useMutation(queueActionMutationOptions(pb, queryClient));
  const fourEyes = useQuery(settingsQueryOptions(pb)).data?.fourEyesMin ?? FOUR_EYES_MIN;
  return { pb, canMoveMoney, run: (request: QueueAction) => act.mutateAsync(request), fourEyes };
}

const DECLINE_PAYOUT: BulkAction<'decline'> = {
  action: 'decline',
  label: 'Decline',
  danger: true,
  text: 'reason',
  question: () => "Each amount goes back to the member's balance, and they read the reason you give.",
};

function withdrawalActions(status: WithdrawalQuery['status'], fourEyes: number): BulkAction<WithdrawalAction>[] {
  if (status === 'approval') {
    return [
      {
        action: 'approve',
        label: 'Approve',
        question: () =>
          `A payout goes to M-Pesa once it has the approvals it needs: payouts above ${formatKsh(fourEyes)} need a second admin.`,
      },
      DECLINE_PAYOUT,
    ];
  }
  const paid: BulkAction<'disburse'> = {
    action: 'disburse',
    label: 'Mark paid',
    question: () => 'Only when the money has reached each member: they will see Completed.',
  };
  if (status === 'review') return [paid, DECLINE_PAYOUT];
  return [
    {
      action: 'processing',
      label: 'Mark processing',
      question: () => 'For payouts you are sending by hand: members will see Processing.',
    },
    paid,
    DECLINE_PAYOUT,
  ];
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
      noun={['withdrawal', 'withdrawals']}
      query={query}
      idOf={(w) => w.id}
      describe={describeWithdrawal}
      renderItem={(w) => <WithdrawalItem w={w} operatorId={operatorIdOf(pb)} />}
      actions={canMoveMoney ? withdrawalActions(status, fourEyes) : []}
      run={(action, ids, reason) => run({ kind: 'withdrawal', action, ids, reason })}
      exportCsv={async () => ({
        filename: `withdrawals-${status}-${today()}.csv`,
        csv: toCsv(await exportAdminWithdrawals(pb, { status, q: search.q }), WITHDRAWAL_CSV),
      })}
      q={search.q ?? ''}
      searchHint="Username, or an M-Pesa or phone number in any form."
      filters={
        status === 'open' || status === 'pending' || status === 'processing' ? (
          <Field label="Show">
            <Select value={status} onChange={(e) => onSearch({ status: e.target.value, page: 1 })}>
              {Object.entries(OPEN_STATUSES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        ) : status === 'review' ? (
          <ReviewKind kind="payouts" onSearch={onSearch} />
        ) : null
      }
      onSearch={(q) => onSearch({ q, page: 1 })}
      onPage={(page) => onSearch({ page })}
      emptyText={
        status === 'approval'
          ? 'No payouts wait for approval.'
          : status === 'review'
            ? 'No payouts need review.'
            : 'No open withdrawals.'
      }
    />
  );
}

function ReviewKind({ kind, onSearch }: { kind: 'payouts' | 'bonds'; onSearch: QueuesScreenProps['onSearch'] }) {
  return (
    <Field label="Payments">
      <Select value={kind} onChange={(e) => onSearch({ kind: e.target.value as 'payouts' | 'bonds', q: '', page: 1 })}>
        <option value="payouts">Payouts</option>
        <option value="bonds">Bonds</option>
      </Select>
    </Field>
  );
}

const BOND_ACTIONS: BulkAction<RegistrationAction>[] = [
  {
    action: 'approve',
    label: 'Confirm',
    question: () =>
      'Each member moves up to the level they paid for. Check every reference on the M-Pesa statement first.',
  },
  {
    action: 'decline',
    label: 'Decline',
    danger: true,
    text: 'reason',
    question: () => 'Nothing changes for the members; they read the reason you give.',
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
      noun={['bond', 'bonds']}
      query={query}
      idOf={(r) => r.id}
      describe={describeRegistration}
      renderItem={(r) => <RegistrationItem r={r} />}
      actions={canMoveMoney ? BOND_ACTIONS : []}
      run={(action, ids, reason) => run({ kind: 'registration', action, ids, reason })}
      exportCsv={async () => ({
        filename: `bonds-${status}-${method ?? 'all'}-${today()}.csv`,
        csv: toCsv(await exportAdminRegistrations(pb, { status, method, q: search.q }), REGISTRATION_CSV),
      })}
      q={search.q ?? ''}
      searchHint="Username, phone number, or the M-Pesa reference."
      filters={
        status === 'review' ? (
          <ReviewKind kind="bonds" onSearch={onSearch} />
        ) : (
          <Field label="Paid by">
            <Select value={method} onChange={(e) => onSearch({ method: e.target.value as 'manual' | 'stk', page: 1 })}>
              <option value="manual">Typed reference</option>
              <option value="stk">M-Pesa prompt</option>
            </Select>
          </Field>
        )
      }
      onSearch={(q) => onSearch({ q, page: 1 })}
      onPage={(page) => onSearch({ page })}
      emptyText={status === 'review' ? 'No bonds need review.' : 'No bonds wait for confirmation.'}
    />
  );
}

const HOLD_ACTIONS: BulkAction<'resolve'>[] = [
  {
    action: 'resolve',
    label: 'Lift hold',
    text: 'note',
    question: () => 'The accounts can withdraw again. Say why: the note is kept in the audit log.',
  },
];

function Holds({ search, onSearch }: Omit<QueuesScreenProps, 'tab'>) {
  const { pb, canMoveMoney, run } = useQueueTools();
  const query = useQuery(
    heldAccountsQueryOptions(pb, { page: search.page ?? 1, perPage: search.perPage ?? DEFAULT_PER_PAGE }),
  );
  return (
    <QueueView
      noun={['account', 'accounts']}
      query={query}
      idOf={(h) => h.id}
      describe={describeHeld}
      renderItem={(h) => <HeldItem h={h} />}
      actions={canMoveMoney ? HOLD_ACTIONS : []}
      run={(_, ids, note) => run({ kind: 'hold', action: 'resolve', ids, note })}
      exportCsv={async () => ({
        filename: `duplicate-phones-${today()}.csv`,
        csv: toCsv(await exportHeldAccounts(pb), HELD_CSV),
      })}
      onSearch={() => undefined}
      onPage={(page) => onSearch({ page })}
      emptyText="No accounts are on hold."
    />
  );
}
