// Finding a member: by username (part of it), phone number in any Kenyan form, or e-mail; newest
// first. Each result opens the member's file.
import { membersQueryOptions, type AdminMemberSummary } from '@mapato/client';
import { formatDisplayDate, formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, EmptyState, Field, formatMpesaNumber, Input, levelLabel } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminLink } from '../admin-link.tsx';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { listName } from '../nouns.ts';
import { Pager } from '../pager.tsx';

export interface MembersSearch {
  q?: string;
  page?: number;
}

export interface MembersScreenProps {
  search: MembersSearch;
  onSearch: (search: MembersSearch) => void;
}

const PER_PAGE = 20;

export function MembersScreen({ search, onSearch }: MembersScreenProps) {
  const pb = useAdminPb();
  const [text, setText] = useState(search.q ?? '');
  const members = useQuery(membersQueryOptions(pb, { q: search.q, page: search.page ?? 1, perPage: PER_PAGE }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ q: text.trim(), page: 1 });
  }

  return (
    <>
      <PageTitle title={m.admin_members()}>{m.admin_membersLead()}</PageTitle>
      <form role="search" onSubmit={submit}>
        <Field label={m.admin_findMember()} hint={m.admin_findMemberHint()}>
          <div className="flex gap-2">
            <Input type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} />
            <Button type="submit" variant="secondary">
              {m.admin_search()}
            </Button>
          </div>
        </Field>
      </form>
      <Loaded query={members} what={listName('members')}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={search.q ? m.admin_noMemberMatches({ query: search.q }) : m.admin_noMembers()} />
          ) : (
            <>
              <ul
                aria-label={m.admin_members()}
                className="divide-y divide-border rounded-lg border border-border bg-card"
              >
                {page.items.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </ul>
              <Pager
                page={page.page}
                totalPages={page.totalPages}
                totalItems={page.totalItems}
                noun="members"
                onPage={(p) => onSearch({ ...search, page: p })}
              />
            </>
          )
        }
      </Loaded>
    </>
  );
}

function MemberRow({ member }: { member: AdminMemberSummary }) {
  return (
    <li className="flex flex-col gap-1 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <AdminLink
          place={{ to: 'member', id: member.id }}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {member.username}
        </AdminLink>
        <span className="tabular-nums">{m.admin_balanceOf({ amount: formatKsh(member.balance) })}</span>
      </div>
      <p className="text-muted-foreground">
        {[member.name, member.phone ? formatMpesaNumber(member.phone) : '', member.email].filter(Boolean).join(' · ')}
      </p>
      <p className="flex flex-wrap gap-x-2 text-muted-foreground">
        <span>{levelLabel(member.level)}</span>
        <span>· {m.admin_joined({ date: formatDisplayDate(member.created) })}</span>
        {member.phone_hold ? <span className="font-medium text-danger">· {m.admin_onHoldDuplicate()}</span> : null}
        {member.deleted ? <span className="font-medium text-danger">· {m.admin_deleted()}</span> : null}
      </p>
    </li>
  );
}
