// One member's file: profile, level and money, the ledger (every row with its reference), their
// withdrawals and bonds with their M-Pesa state, their support thread, and the audit rows about
// them. The server audits that this file was opened.
import { memberFileQueryOptions, operatorIdOf, type MemberProfile } from '@mapato/client';
import { formatDisplayDateTime, formatKsh, groupThousands } from '@mapato/core';
import { EmptyState, formatMpesaNumber, levelLabel } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
    <Loaded query={file} what="the member">
      {({ member, withdrawals, registrations, support, audit }) => (
        <>
          <PageTitle title={member.username}>
            {member.name || 'No name given'} · joined {formatDisplayDateTime(member.created)}
          </PageTitle>
          <Section title="Profile">
            <Profile member={member} />
          </Section>
          <Section title="Ledger">
            <Ledger memberId={id} page={ledgerPage} onPage={onLedgerPage} />
          </Section>
          <Section title="Withdrawals" note={withdrawals.length >= 50 ? 'The latest 50.' : undefined}>
            {withdrawals.length === 0 ? (
              <EmptyState title="No withdrawals." />
            ) : (
              <ul aria-label="Withdrawals" className="divide-y divide-border rounded-lg border border-border bg-card">
                {withdrawals.map((w) => (
                  <li key={w.id} className="flex flex-col gap-1 p-3 text-sm">
                    <WithdrawalItem w={w} operatorId={operatorIdOf(pb)} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Bonds" note={registrations.length >= 50 ? 'The latest 50.' : undefined}>
            {registrations.length === 0 ? (
              <EmptyState title="No upgrade requests." />
            ) : (
              <ul aria-label="Bonds" className="divide-y divide-border rounded-lg border border-border bg-card">
                {registrations.map((r) => (
                  <li key={r.id} className="flex flex-col gap-1 p-3 text-sm">
                    <RegistrationItem r={r} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section
            title="Support"
            link={
              support.length > 0 ? (
                <AdminLink place={{ to: 'thread', thread: `u:${id}` }} className="text-sm text-primary underline">
                  Answer in the inbox
                </AdminLink>
              ) : null
            }
          >
            <ThreadMessages messages={support} label="Support thread" />
          </Section>
          <Section
            title="Audit"
            note={audit.length >= 100 ? 'The latest 100.' : undefined}
            link={
              <AdminLink place={{ to: 'audit', member: id }} className="text-sm text-primary underline">
                Search the audit log
              </AdminLink>
            }
          >
            <AuditList entries={audit} label="Audit rows about this member" />
          </Section>
        </>
      )}
    </Loaded>
  );
}

function Profile({ member: m }: { member: MemberProfile }) {
  const facts: Array<[string, ReactNode]> = [
    ['Username', m.username],
    ['Name', m.name || 'Not given'],
    ['E-mail', m.email || 'Not given'],
    ['Phone', m.phone ? formatMpesaNumber(m.phone) : 'Not given'],
    ['Level', levelLabel(m.level)],
    ['Balance', formatKsh(m.balance)],
    ['Income', formatKsh(m.income)],
    ['Investment', formatKsh(m.investment)],
    ['Referral earnings', formatKsh(m.referals)],
    ['Tasks done', groupThousands(m.tasks_done)],
    ['E-mail verified', m.verified ? 'Yes' : 'No'],
    ['Account', m.deleted ? 'Deleted' : m.phone_hold ? 'On hold: another account owns the phone' : 'Active'],
    ['Member id', <span className="font-mono break-all">{m.id}</span>],
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
  const id = `member-${title.toLowerCase()}`;
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
