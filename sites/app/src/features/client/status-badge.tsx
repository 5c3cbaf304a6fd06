// A project's status as a small badge, its colour and its word.
import type { ProjectStatus } from '@mapato/client';
import { cn } from '@mapato/ui';
import { statusColour, statusLabel } from './labels.ts';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', statusColour(status))}>
      {statusLabel(status)}
    </span>
  );
}
