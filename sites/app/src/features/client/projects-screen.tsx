// The client's projects, newest first: each one's status, progress, reserve left, accuracy and
// pay per hour, a tap away from its own page.
import { projectsQueryOptions, type ProjectView } from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button, EmptyState } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { ClientLink } from './client-link.tsx';
import { useClientPb } from './client-pb.ts';
import { ProjectFigures } from './figures.tsx';
import { kindLabel, languageLabel } from './labels.ts';
import { Loaded, PageTitle } from './loaded.tsx';
import { ProjectStatusBadge } from './status-badge.tsx';

export function ProjectsScreen() {
  const query = useQuery(projectsQueryOptions(useClientPb()));
  return (
    <>
      <PageTitle
        title={m.client_projectsTitle()}
        actions={
          <Button asChild size="lg">
            <ClientLink place={{ to: 'new' }}>{m.client_navNew()}</ClientLink>
          </Button>
        }
      >
        {m.client_projectsLead()}
      </PageTitle>
      <Loaded query={query} what={m.client_whatProjects()}>
        {(projects) =>
          projects.length === 0 ? (
            <EmptyState title={m.client_noProjects()} description={m.client_noProjectsHint()} />
          ) : (
            <ul className="flex flex-col gap-3">
              {projects.map((p) => (
                <ProjectRow key={p.id} project={p} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function ProjectRow({ project }: { project: ProjectView }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <ClientLink
            place={{ to: 'project', id: project.id }}
            className="inline-flex min-h-11 items-center text-lg font-semibold break-words text-primary underline-offset-4 hover:underline"
          >
            {project.title}
          </ClientLink>
          <p className="text-sm text-muted-foreground">
            {kindLabel(project.kind)} · {languageLabel(project.language)} ·{' '}
            {m.client_itemsTotal({ count: project.items })}
          </p>
        </div>
        <ProjectStatusBadge status={project.status} />
      </div>
      <ProjectFigures project={project} />
    </li>
  );
}
