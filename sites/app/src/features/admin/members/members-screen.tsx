// Finding a member: by username (part of it), phone number in any Kenyan form, or e-mail; newest
// first. Each result opens the member's file.
import { membersQueryOptions, type MemberSummary } from '@mapato/client';
import { formatDisplayDate, formatKsh } from '@mapato/core';
import { Button, EmptyState, Field, formatMpesaNumber, Input, levelLabel } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { AdminLink } from '../admin-link.tsx';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
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
      <PageTitle title="Members">Every look at a member's details is written to the audit log.</PageTitle>
      <form role="search" onSubmit={submit}>
        <Field label="Find a member" hint="Username, phone (0712 345 678, +254…) or e-mail.">
          <div className="flex gap-2">
            <Input type="search" name="q" value={text} onChange={(e) => setText(e.target.value)} />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </Field>
      </form>
      <Loaded query={members} what="members">
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState title={search.q ? `No member matches “${search.q}”.` : 'No members yet.'} />
          ) : (
            <>
              <ul aria-label="Members" className="divide-y divide-border rounded-lg border border-border bg-card">
                {page.items.map((m) => (
                  <MemberRow key={m.id} m={m} />
                ))}
              </ul>
              <Pager
                page={page.page}
                totalPages={page.totalPages}
                totalItems={page.totalItems}
                noun={['member', 'members']}
                onPage={(p) => onSearch({ ...search, page: p })}
              />
            </>
          )
        }
      </Loaded>
    </>
  );
}

function MemberRow({ m }: { m: MemberSummary }) {
  return (
    <li className="flex flex-col gap-1 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <AdminLink
          place={{ to: 'member', id: m.id }}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {m.username}
        </AdminLink>
        <span className="tabular-nums">Balance {formatKsh(m.balance)}</span>
      </div>
      <p className="text-muted-foreground">
        {[m.name, m.phone ? formatMpesaNumber(m.phone) : '', m.email].filter(Boolean).join(' · ')}
      </p>
      <p className="flex flex-wrap gap-x-2 text-muted-foreground">
        <span>{levelLabel(m.level)}</span>
        <span>· Joined {formatDisplayDate(m.created)}</span>
        {m.phone_hold ? <span className="font-medium text-danger">· On hold (duplicate phone)</span> : null}
        {m.deleted ? <span className="font-medium text-danger">· Deleted</span> : null}
      </p>
    </li>
  );
}
