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
import { m } from '@mapato/i18n';
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

const statuses = (): Readonly<Record<AdminThreadStatus, string>> => ({
  open: m.admin_statusOpenThreads(),
  answered: m.admin_statusAnswered(),
  all: m.admin_statusAll(),
});
const answeredActions = (): BulkAction<'answered'>[] => [
  { action: 'answered', label: m.admin_actionMarkAnswered(), question: () => m.admin_markAnsweredQuestion() },
];

/** Who wrote: a member's username, else the name or e-mail a visitor gave. */
export const whoWrote = (t: Pick<AdminThreadSummary, 'username' | 'name' | 'email'>) =>
  t.username || t.name || t.email || m.admin_chatVisitor();

export function InboxScreen({ search, onSearch }: InboxScreenProps) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const status = search.status ?? 'open';
  const threads = useQuery(adminThreadsQueryOptions(pb, { status, page: search.page ?? 1, perPage: 20 }));
  const answered = useMutation(markAnsweredMutationOptions(pb, queryClient));
  return (
    <>
      <PageTitle title={m.admin_support()}>{m.admin_inboxLead()}</PageTitle>
      <QueueView
        noun="threads"
        query={threads}
        idOf={(t) => t.thread}
        describe={(t) => m.admin_describeThread({ who: whoWrote(t) })}
        renderItem={(t) => <ThreadRow t={t} />}
        actions={answeredActions()}
        run={(_, ids) => answered.mutateAsync(ids)}
        filters={
          <Field label={m.admin_show()}>
            <Select value={status} onChange={(e) => onSearch({ status: e.target.value as AdminThreadStatus, page: 1 })}>
              {Object.entries(statuses()).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        }
        onSearch={() => undefined}
        onPage={(page) => onSearch({ status, page })}
        emptyText={status === 'open' ? m.admin_emptyInbox() : m.admin_noThreads()}
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
        <span>{t.uid ? m.admin_member() : t.email || m.admin_visitor()}</span>
        <span>· {m.admin_lastKind({ kind: messageKindLabel(t.kind) })}</span>
        <span>· {m.admin_countMessages({ count: t.count })}</span>
        {t.unanswered > 0 ? (
          <span className="font-semibold text-danger">· {m.admin_unansweredCount({ count: t.unanswered })}</span>
        ) : null}
      </p>
    </>
  );
}
