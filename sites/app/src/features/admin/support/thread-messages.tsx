// A support thread's messages, oldest first: what the member or visitor wrote (and where: the
// Support form, the Contact form, the live chat) and each operator's reply with who wrote it.
import type { AdminThreadMessage } from '@mapato/client';
import { formatDisplayDateTime } from '@mapato/core';
import { m } from '@mapato/i18n';
import { cn, EmptyState } from '@mapato/ui';
import { messageKindLabel } from '../labels.ts';

export function ThreadMessages({ messages, label }: { messages: readonly AdminThreadMessage[]; label: string }) {
  if (messages.length === 0) return <EmptyState title={m.admin_noMessages()} />;
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {messages.map((message) => {
        const reply = message.kind === 'reply';
        return (
          <li
            key={message.id}
            className={cn(
              'flex max-w-[90%] flex-col gap-1 rounded-lg border p-3 text-sm',
              reply ? 'self-end border-primary/30 bg-secondary' : 'self-start border-border bg-card',
            )}
          >
            <p className="text-xs text-muted-foreground">
              {reply
                ? m.admin_replyBy({ who: message.operatorEmail || m.admin_anOperator() })
                : messageKindLabel(message.kind)}{' '}
              · {formatDisplayDateTime(message.created)}
              {!reply && !message.answered ? ` · ${m.admin_notAnsweredYet()}` : ''}
            </p>
            <p className="break-words whitespace-pre-wrap">{message.message}</p>
          </li>
        );
      })}
    </ol>
  );
}
