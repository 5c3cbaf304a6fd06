// A support thread's messages, oldest first: what the member or visitor wrote (and where: the
// Support form, the Contact form, the live chat) and each operator's reply with who wrote it.
import type { AdminThreadMessage } from '@mapato/client';
import { formatDisplayDateTime } from '@mapato/core';
import { cn, EmptyState } from '@mapato/ui';
import { messageKindLabel } from '../labels.ts';

export function ThreadMessages({ messages, label }: { messages: readonly AdminThreadMessage[]; label: string }) {
  if (messages.length === 0) return <EmptyState title="No messages." />;
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {messages.map((m) => {
        const reply = m.kind === 'reply';
        return (
          <li
            key={m.id}
            className={cn(
              'flex max-w-[90%] flex-col gap-1 rounded-lg border p-3 text-sm',
              reply ? 'self-end border-primary/30 bg-secondary' : 'self-start border-border bg-card',
            )}
          >
            <p className="text-xs text-muted-foreground">
              {reply ? `Reply by ${m.operatorEmail || 'an operator'}` : messageKindLabel(m.kind)} ·{' '}
              {formatDisplayDateTime(m.created)}
              {!reply && !m.answered ? ' · not answered yet' : ''}
            </p>
            <p className="break-words whitespace-pre-wrap">{m.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
