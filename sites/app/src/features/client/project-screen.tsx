// One project: its status and figures, and what can be done with it now — a draft takes more items
// and is funded; a funding one waits for the M-Pesa prompt (asked again every few seconds); a live
// one shows text answers to decide, the results to download, and Close.
import {
  afterProjectChange,
  projectQueryOptions,
  serverMessage,
  uploadItems,
  type ItemInput,
  type ProjectView,
} from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button, ErrorBox, SafeMarkdown } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClientPb } from './client-pb.ts';
import { ProjectFigures } from './figures.tsx';
import { FundCard } from './fund-card.tsx';
import { ItemsPicker } from './items-picker.tsx';
import { kindLabel, languageLabel } from './labels.ts';
import { Loaded, PageTitle } from './loaded.tsx';
import { ProjectActions } from './project-actions.tsx';
import { ReviewList } from './review-list.tsx';
import { ProjectStatusBadge } from './status-badge.tsx';

export function ProjectScreen({ id }: { id: string }) {
  const query = useQuery(projectQueryOptions(useClientPb(), id));
  return (
    <Loaded query={query} what={m.client_whatProject()}>
      {(project) => <ProjectPage project={project} />}
    </Loaded>
  );
}

function ProjectPage({ project }: { project: ProjectView }) {
  return (
    <>
      <PageTitle title={project.title} actions={<ProjectStatusBadge status={project.status} />}>
        {kindLabel(project.kind)} · {languageLabel(project.language)} ·{' '}
        {m.client_levelFrom({ level: project.min_level })} · {m.client_answersPerItem({ count: project.overlap })}
      </PageTitle>
      <ProjectFigures project={project} full />
      <details className="rounded-lg border border-border bg-card p-3">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">{m.client_instructions()}</summary>
        {/* The same safe Markdown the members' work card draws, never HTML (ADR 055); its headings sit under the page's h1. */}
        <SafeMarkdown
          source={project.instructions}
          headingLevel={2}
          className="mt-2"
          data-testid="project-instructions"
        />
        {project.options.length > 0 ? (
          <p className="mt-2 text-sm">{m.client_optionsAre({ options: project.options.join(' · ') })}</p>
        ) : null}
      </details>
      {project.status === 'draft' ? <AddItems project={project.id} /> : null}
      <FundCard project={project} />
      {project.kind === 'text' && project.status !== 'draft' ? <ReviewList project={project.id} /> : null}
      <ProjectActions project={project} />
    </>
  );
}

function AddItems({ project }: { project: string }) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<ItemInput[]>([]);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [key, setKey] = useState(0);

  async function send() {
    setError('');
    setSent(0);
    try {
      await uploadItems(pb, project, items, setSent);
      setItems([]);
      setKey((k) => k + 1);
    } catch (err) {
      setError(serverMessage(err) || m.tryAgain());
    } finally {
      setSent(null);
      await afterProjectChange(pb, queryClient, project);
    }
  }

  return (
    <section className="flex flex-col gap-3">
      <ItemsPicker key={key} onChange={setItems} disabled={sent !== null} />
      {error ? <ErrorBox title={m.client_itemsFailed()} message={error} /> : null}
      <Button
        size="lg"
        className="self-start"
        disabled={items.length === 0 || sent !== null}
        onClick={() => void send()}
      >
        {sent !== null
          ? m.client_sendingItems({ sent, total: items.length })
          : m.client_addItems({ count: items.length })}
      </Button>
    </section>
  );
}
