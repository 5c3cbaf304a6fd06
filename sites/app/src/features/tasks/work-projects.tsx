// The projects open to the member, each with its pay and what that comes to in an hour at the
// median answer time ("about KSh 360 an hour"), so pay is judged in the terms people live by. A
// member may stay with a project they are good at.
import { Button, workPayLine } from '@mapato/ui';
import { m } from '@mapato/i18n';
import type { WorkProjectView } from '@mapato/client';

export interface WorkProjectsProps {
  projects: readonly WorkProjectView[];
  chosen: string;
  onChoose: (project: string) => void;
}

export function WorkProjects({ projects, chosen, onChoose }: WorkProjectsProps) {
  if (projects.length === 0) return null;
  return (
    <section aria-labelledby="work-projects" className="flex flex-col gap-3">
      <h3 id="work-projects" className="text-lg font-semibold">
        {m.app_workProjectsHeading()}
      </h3>
      <ul className="flex flex-col gap-2">
        {projects.map((p) => (
          <li
            key={p.id}
            className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{p.title}</p>
              <p className="text-sm text-muted-foreground">
                {workPayLine(p.pay, p.pay_per_hour)} · {m.app_workProjectLeft({ count: p.remaining })}
              </p>
            </div>
            <Button
              variant={chosen === p.id ? 'primary' : 'outline'}
              className="w-full shrink-0 sm:w-auto"
              onClick={() => onChoose(chosen === p.id ? '' : p.id)}
            >
              {chosen === p.id ? m.app_workAnyProject() : m.app_workStayWith()}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
