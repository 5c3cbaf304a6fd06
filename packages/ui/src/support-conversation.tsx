// SupportConversation: a member's messages to support and the operators' replies, oldest first so
// the newest sits at the bottom as in any chat, each with who wrote it and when (Nairobi time).
// Replies the member has not read yet are marked New. Long threads scroll inside the list, which
// starts at the bottom.
import { parsePbDate, formatDisplayDate } from '@mapato/core';
import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorBox } from './error-box.tsx';
import { cn } from './lib/cn.ts';
import { Spinner } from './spinner.tsx';
import { m } from '@mapato/i18n';

export interface SupportConversationMessage {
  id: string;
  message: string;
  /** PocketBase date ('2026-11-23 09:15:00.000Z') */
  created: string;
  fromOperator: boolean;
}

export interface SupportConversationProps extends Omit<ComponentProps<'div'>, 'children'> {
  messages: readonly SupportConversationMessage[];
  /** how many of the latest replies are unread: they are marked New */
  unread?: number;
  loading?: boolean;
  /** shown instead of the messages, with Retry when onRetry is given */
  error?: string;
  onRetry?: () => void;
}

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** '23 Nov 2026, 12:15' in Nairobi time. */
function formatSentAt(created: string): string {
  const instant = parsePbDate(created);
  if (!instant) return formatDisplayDate(created);
  const local = new Date(instant.getTime() + NAIROBI_OFFSET_MS);
  const time = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDisplayDate(created)}, ${time}`;
}

/** Ids of the latest `unread` replies. */
function newReplies(messages: readonly SupportConversationMessage[], unread: number): Set<string> {
  const found = new Set<string>();
  for (let i = messages.length - 1; i >= 0 && found.size < unread; i--) {
    const m = messages[i]!;
    if (m.fromOperator) found.add(m.id);
  }
  return found;
}

export function SupportConversation({
  messages,
  unread = 0,
  loading = false,
  error,
  onRetry,
  className,
  ...props
}: SupportConversationProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last]);

  let body;
  if (error) body = <ErrorBox message={error} onRetry={onRetry} />;
  else if (loading) body = <Spinner label={m.supportThreadLoading()} showLabel className="py-4" />;
  else if (messages.length === 0)
    body = <EmptyState title={m.supportThreadEmpty()} description={m.supportThreadEmptyHint()} />;
  else {
    const fresh = newReplies(messages, unread);
    body = (
      <ol
        ref={listRef}
        aria-label={m.supportThreadTitle()}
        // A long thread scrolls here (at most 60 % of a phone's height, so the page stays in reach);
        // keyboard users can focus and scroll it.
        tabIndex={0}
        className="flex max-h-[min(28rem,60dvh)] flex-col gap-3 overflow-y-auto rounded-lg border border-border bg-card p-3"
      >
        {messages.map((msg) => (
          <li
            key={msg.id}
            data-from={msg.fromOperator ? 'operator' : 'member'}
            className={cn('flex max-w-[85%] flex-col gap-1', msg.fromOperator ? 'self-start' : 'items-end self-end')}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">
                {msg.fromOperator ? m.supportThreadOperator() : m.supportThreadYou()}
              </span>
              <time dateTime={parsePbDate(msg.created)?.toISOString()}>{formatSentAt(msg.created)}</time>
              {fresh.has(msg.id) ? (
                <span className="rounded-full bg-danger px-2 py-0.5 font-semibold text-danger-foreground">
                  {m.supportThreadNew()}
                </span>
              ) : null}
            </p>
            <p
              className={cn(
                'rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap',
                msg.fromOperator ? 'bg-muted text-foreground' : 'bg-primary text-primary-foreground',
              )}
            >
              {msg.message}
            </p>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div data-slot="support-conversation" className={cn('flex flex-col', className)} {...props}>
      {body}
    </div>
  );
}
