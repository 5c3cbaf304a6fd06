// One member's file: profile, level and money, the ledger (every row with its reference), their
// withdrawals and bonds with their M-Pesa state, their support thread, and the audit rows about
// them. The server audits that this file was opened.
import { memberFileQueryOptions, operatorIdOf, type AdminMemberProfile } from '@mapato/client';
import { formatDisplayDateTime, formatKsh, groupThousands } from '@mapato/core';
import { m } from '@mapato/i18n';
import { EmptyState, formatMpesaNumber, levelLabel } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { AdminLink } from '../admin-link.tsx';
import { useAdminPb } from '../admin-pb.ts';
import { AuditList } from '../audit/audit-list.tsx';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { RegistrationItem, WithdrawalItem } from '../queues/items.tsx';
import { ThreadMessages } from '../support/thread-messages.tsx';
import { Ledger } from './ledger.tsx';

export interface MemberScreenProps {
  id: string;
  ledgerPage: number;
  onLedgerPage: (page: number) => void;
}

export function MemberScreen({ id, ledgerPage, onLedgerPage }: MemberScreenProps) {
  const pb = useAdminPb();
  const file = useQuery(memberFileQueryOptions(pb, id));
  return (
    <Loaded query={file} what={m.admin_whatMember()}>
      {({ member, withdrawals, registrations, support, audit }) => (
        <>
          <PageTitle title={member.username}>
            {member.name || m.admin_noNameGiven()} ·{' '}
            {m.admin_joinedLower({ date: formatDisplayDateTime(member.created) })}
          </PageTitle>
          <Section title={m.admin_profile()}>
            <Profile member={member} />
          </Section>
          <Section title={m.admin_ledger()}>
            <Ledger memberId={id} page={ledgerPage} onPage={onLedgerPage} />
          </Section>
          <Section
            title={m.admin_withdrawals()}
            note={withdrawals.length >= 50 ? m.admin_latest({ count: 50 }) : undefined}
          >
            {withdrawals.length === 0 ? (
              <EmptyState title={m.admin_noWithdrawals()} />
            ) : (
              <ul
                aria-label={m.admin_withdrawals()}
                className="divide-y divide-border rounded-lg border border-border bg-card"
              >
                {withdrawals.map((w) => (
                  <li key={w.id} className="flex flex-col gap-1 p-3 text-sm">
                    <WithdrawalItem w={w} operatorId={operatorIdOf(pb)} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section
            title={m.admin_bonds()}
            note={registrations.length >= 50 ? m.admin_latest({ count: 50 }) : undefined}
          >
            {registrations.length === 0 ? (
              <EmptyState title={m.admin_noUpgradeRequests()} />
            ) : (
              <ul
                aria-label={m.admin_bonds()}
                className="divide-y divide-border rounded-lg border border-border bg-card"
              >
                {registrations.map((r) => (
                  <li key={r.id} className="flex flex-col gap-1 p-3 text-sm">
                    <RegistrationItem r={r} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section
            title={m.admin_support()}
            link={
              support.length > 0 ? (
                <AdminLink place={{ to: 'thread', thread: `u:${id}` }} className="text-sm text-primary underline">
                  {m.admin_answerInInbox()}
                </AdminLink>
              ) : null
            }
          >
            <ThreadMessages messages={support} label={m.admin_supportThread()} />
          </Section>
          <Section
            title={m.admin_audit()}
            note={audit.length >= 100 ? m.admin_latest({ count: 100 }) : undefined}
            link={
              <AdminLink place={{ to: 'audit', member: id }} className="text-sm text-primary underline">
                {m.admin_searchAuditLog()}
              </AdminLink>
            }
          >
            <AuditList entries={audit} label={m.admin_auditAboutMember()} />
          </Section>
        </>
      )}
    </Loaded>
  );
}

function Profile({ member }: { member: AdminMemberProfile }) {
  const notGiven = m.admin_notGiven();
  const account = member.deleted
    ? m.admin_deleted()
    : member.phone_hold
      ? m.admin_accountOnHold()
      : m.admin_accountActive();
  const facts: Array<[string, ReactNode]> = [
    [m.admin_factUsername(), member.username],
    [m.admin_factName(), member.name || notGiven],
    [m.admin_email(), member.email || notGiven],
    [m.admin_factPhone(), member.phone ? formatMpesaNumber(member.phone) : notGiven],
    [m.admin_factLevel(), levelLabel(member.level)],
    [m.admin_factBalance(), formatKsh(member.balance)],
    [m.admin_factIncome(), formatKsh(member.income)],
    [m.admin_factInvestment(), formatKsh(member.investment)],
    [m.admin_factReferralEarnings(), formatKsh(member.referals)],
    [m.admin_factTasksDone(), groupThousands(member.tasks_done)],
    [m.admin_factEmailVerified(), member.verified ? m.admin_yes() : m.admin_no()],
    [m.admin_factAccount(), account],
    [m.admin_memberId(), <span className="font-mono break-all">{member.id}</span>],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-3 border-b border-border pb-1 last:border-0">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({
  title,
  note,
  link,
  children,
}: {
  title: string;
  note?: string;
  link?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
          {note ? <span className="ml-2 text-sm font-normal text-muted-foreground">{note}</span> : null}
        </h2>
        {link}
      </div>
      {children}
    </section>
  );
}
