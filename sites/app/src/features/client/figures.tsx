// A project's figures as a client reads them: progress, what is left of the reserve, accuracy on
// the control items and the effective pay per hour members earn (pay × answers an hour).
import type { ProjectView } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { ProgressBar } from '@mapato/ui';
import { percent } from './labels.ts';

/** Share of the answers the project was funded for that have been given (decided or not). */
export function progressOf(p: Pick<ProjectView, 'items' | 'overlap' | 'answered'>): number {
  const wanted = p.items * p.overlap;
  return wanted === 0 ? 0 : (100 * p.answered) / wanted;
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-md bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

export function ProjectFigures({ project, full = false }: { project: ProjectView; full?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <ProgressBar
        value={progressOf(project)}
        label={m.client_progress({ answered: project.answered, wanted: project.items * project.overlap })}
      />
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={m.client_reserveLeft()} value={formatKsh(project.reserve_left)} />
        <Figure label={m.client_accuracy()} value={percent(project.accuracy)} />
        <Figure
          label={m.client_payPerHour()}
          value={project.pay_per_hour === null ? '—' : m.client_perHour({ amount: formatKsh(project.pay_per_hour) })}
        />
        <Figure label={m.client_payPerAnswer()} value={formatKsh(project.pay)} />
        {full ? (
          <>
            <Figure label={m.client_items()} value={String(project.items)} />
            <Figure label={m.client_accepted()} value={String(project.accepted)} />
            <Figure label={m.client_rejected()} value={String(project.rejected)} />
            <Figure label={m.client_spent()} value={formatKsh(project.spent)} />
          </>
        ) : null}
      </dl>
    </div>
  );
}
