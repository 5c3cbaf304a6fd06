// WorkHistoryList: the member's last answers of paid work (ADR 055): the project, what became of
// the answer in a word and a colour, what it paid, and why when it was refused or still waits.
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';
import { STATUS_BADGE_COLOURS } from './status-badge.tsx';

export type WorkHistoryStatus = 'pending' | 'accepted' | 'rejected' | 'skipped' | 'lapsed';

export interface WorkHistoryListItem {
  id: string;
  /** the project's title */
  project: string;
  status: WorkHistoryStatus;
  paid: number;
  reason: string;
}

export interface WorkHistoryListProps extends ComponentProps<'ul'> {
  items: readonly WorkHistoryListItem[];
}

const STATUS = {
  pending: { colour: 'yellow', word: () => m.kit_workStatusPending() },
  accepted: { colour: 'green', word: () => m.kit_workStatusAccepted() },
  rejected: { colour: 'red', word: () => m.kit_workStatusRejected() },
  skipped: { colour: 'grey', word: () => m.kit_workStatusSkipped() },
  lapsed: { colour: 'grey', word: () => m.kit_workStatusLapsed() },
} as const;

export function WorkHistoryList({ items, className, ...props }: WorkHistoryListProps) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{m.kit_workHistoryEmpty()}</p>;
  return (
    <ul data-slot="work-history-list" className={cn('flex flex-col divide-y divide-border', className)} {...props}>
      {items.map((entry) => {
        const status = STATUS[entry.status] ?? STATUS.pending;
        return (
          <li key={entry.id} data-status={entry.status} className="flex flex-col gap-1 py-3">
            <div className="flex items-center justify-between gap-3">
              <span className="min-w-0 font-medium break-words">{entry.project}</span>
              <span className="shrink-0 font-semibold tabular-nums">
                {entry.paid > 0 ? `+${formatKsh(entry.paid)}` : formatKsh(0)}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span
                className={cn(
                  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
                  STATUS_BADGE_COLOURS[status.colour],
                )}
              >
                {status.word()}
              </span>
              {entry.reason ? <span className="text-muted-foreground break-words">{entry.reason}</span> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
