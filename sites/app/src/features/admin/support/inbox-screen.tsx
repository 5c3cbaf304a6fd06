// The support inbox: threads newest first — a member's messages, a chat visitor's conversation, or
// the Contact messages of one e-mail address — open while something in them is unanswered. Any
// operator may answer; several threads can be marked answered at once.
import {
  adminThreadsQueryOptions,
  markAnsweredMutationOptions,
  type AdminThreadStatus,
  type AdminThreadSummary,
} from '@mapato/client';
import { formatDisplayDateTime } from '@mapato/core';
import { Field, Select } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminLink } from '../admin-link.tsx';
import { useAdminPb } from '../admin-pb.ts';
import { messageKindLabel } from '../labels.ts';
import { PageTitle } from '../page-title.tsx';
import type { BulkAction } from '../queues/bulk-dialog.tsx';
import { QueueView } from '../queues/queue-view.tsx';

export interface InboxSearch {
  status?: AdminThreadStatus;
  page?: number;
}

export interface InboxScreenProps {
  search: InboxSearch;
  onSearch: (search: InboxSearch) => void;
}

const STATUSES: Readonly<Record<AdminThreadStatus, string>> = { open: 'Open', answered: 'Answered', all: 'All' };
const ANSWERED: BulkAction<'answered'>[] = [
  {
    action: 'answered',
    label: 'Mark answered',
    question: () => 'They leave the open list without a reply. Answer a thread by opening it.',
  },
];

/** Who wrote: a member's username, else the name or e-mail a visitor gave. */
export const whoWrote = (t: Pick<AdminThreadSummary, 'username' | 'name' | 'email'>) =>
  t.username || t.name || t.email || 'A chat visitor';

export function InboxScreen({ search, onSearch }: InboxScreenProps) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const status = search.status ?? 'open';
  const threads = useQuery(adminThreadsQueryOptions(pb, { status, page: search.page ?? 1, perPage: 20 }));
  const answered = useMutation(markAnsweredMutationOptions(pb, queryClient));
  return (
    <>
      <PageTitle title="Support">Messages from the Support and Contact pages and the live chat.</PageTitle>
      <QueueView
        noun={['thread', 'threads']}
        query={threads}
        idOf={(t) => t.thread}
        describe={(t) => `thread from ${whoWrote(t)}`}
        renderItem={(t) => <ThreadRow t={t} />}
        actions={ANSWERED}
        run={(_, ids) => answered.mutateAsync(ids)}
        filters={
          <Field label="Show">
            <Select value={status} onChange={(e) => onSearch({ status: e.target.value as AdminThreadStatus, page: 1 })}>
              {Object.entries(STATUSES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        }
        onSearch={() => undefined}
        onPage={(page) => onSearch({ status, page })}
        emptyText={status === 'open' ? 'Nothing waits for an answer.' : 'No threads.'}
      />
    </>
  );
}

function ThreadRow({ t }: { t: AdminThreadSummary }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <AdminLink
          place={{ to: 'thread', thread: t.thread }}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          {whoWrote(t)}
        </AdminLink>
        <span className="text-muted-foreground">{formatDisplayDateTime(t.lastAt)}</span>
      </div>
      <p className="line-clamp-2 break-words">{t.lastMessage}</p>
      <p className="flex flex-wrap gap-x-2 text-muted-foreground">
        <span>{t.uid ? 'Member' : t.email || 'Visitor'}</span>
        <span>· last: {messageKindLabel(t.kind)}</span>
        <span>
          · {t.count} {t.count === 1 ? 'message' : 'messages'}
        </span>
        {t.unanswered > 0 ? <span className="font-semibold text-danger">· {t.unanswered} unanswered</span> : null}
      </p>
    </>
  );
}
