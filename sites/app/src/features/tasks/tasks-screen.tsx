// Task Area (docs/product.md#task-area): paid work first (ADR 055, docs/decisions/059-paid-work-task-area.md),
// then the product's four one-time tasks. The daily catalogue's taps are retired: the day's count
// is answers of paid work against the level's limit, and the history says what each answer was
// paid or why not. One-time tasks are credited on the server; a card turns into 'Completed'.
import {
  completeTaskMutationOptions,
  releaseHeldWork,
  serverMessage,
  tasksQueryOptions,
  workHistoryQueryOptions,
  workProjectsQueryOptions,
} from '@mapato/client';
import { progressPercent, taskEarnedDetail, type TasksResponse } from '@mapato/core';
import { EmptyState, ProgressBar, Spinner, TaskCard, toast, WorkHistoryList } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { richMessage } from '../../lib/rich-message.tsx';
import { PaidWork } from './paid-work.tsx';
import { WorkProjects } from './work-projects.tsx';
import { m } from '@mapato/i18n';

const HISTORY_SHOWN = 10;

export function TasksScreen() {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const tasks = useQuery(tasksQueryOptions(pb));
  // The client's mutation refreshes the tasks and the user before these run.
  const complete = useMutation(completeTaskMutationOptions(pb, queryClient));
  const completeTask = (id: string) =>
    complete.mutate(id, {
      // The product's words, then what the server credited (nothing for a task already done).
      onSuccess: ({ credited }) =>
        void toast.success(m.taskCompleted(), {
          description: credited > 0 ? taskEarnedDetail(credited) : undefined,
        }),
      onError: (error) => void toast.error(serverMessage(error) || m.app_taskCompleteFailed()),
    });

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{m.app_tasksHeading()}</h1>
      <PaidWorkSection />
      <section aria-labelledby="one-time-tasks" className="flex flex-col gap-4">
        <h2 id="one-time-tasks" className="text-xl font-semibold">
          {m.app_workOneTimeHeading()}
        </h2>
        {tasks.isPending ? (
          <Spinner size="lg" showLabel className="self-center py-10" />
        ) : tasks.isError ? (
          <LoadError title={m.app_tasksLoadFailed()} error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : (
          <TaskList
            data={tasks.data}
            pendingId={complete.isPending ? complete.variables : undefined}
            onComplete={completeTask}
          />
        )}
      </section>
    </div>
  );
}

function PaidWorkSection() {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const [project, setProject] = useState('');
  // The items held for the project the member leaves go back first, or the server would refuse
  // the new project's first item (two leases at most).
  const [switching, setSwitching] = useState(false);
  const choose = (next: string) => {
    setSwitching(true);
    void releaseHeldWork(pb, queryClient, project).finally(() => {
      setProject(next);
      setSwitching(false);
    });
  };
  const history = useQuery(workHistoryQueryOptions(pb));
  const projects = useQuery(workProjectsQueryOptions(pb));
  const today = history.data?.today;
  const titleOf = (id: string) => projects.data?.items.find((p) => p.id === id)?.title ?? id;
  return (
    <section aria-labelledby="paid-work" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="paid-work" className="text-xl font-semibold">
          {m.app_workHeading()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.app_workIntro()}</p>
        {today ? (
          <p className="text-sm" data-testid="paid-work-today">
            {richMessage(m.app_workToday, {
              count: (
                <strong className="font-semibold tabular-nums">
                  {today.answers} / {today.limit}
                </strong>
              ),
            })}
          </p>
        ) : null}
      </div>
      {switching ? (
        <Spinner size="lg" showLabel className="self-center py-10" />
      ) : (
        <PaidWork
          key={project}
          project={project}
          onAnyProject={() => choose('')}
          leftToday={today ? today.limit - today.answers : undefined}
        />
      )}
      <WorkProjects projects={projects.data?.items ?? []} chosen={project} onChoose={choose} />
      {history.data ? (
        <section aria-labelledby="work-history" className="flex flex-col gap-2">
          <h3 id="work-history" className="text-lg font-semibold">
            {m.app_workHistoryHeading()}
          </h3>
          <WorkHistoryList
            items={history.data.items
              .slice(0, HISTORY_SHOWN)
              .map((entry) => ({ ...entry, project: titleOf(entry.project) }))}
          />
        </section>
      ) : null}
    </section>
  );
}

function TaskList({
  data,
  pendingId,
  onComplete,
}: {
  data: TasksResponse;
  pendingId: string | undefined;
  onComplete: (id: string) => void;
}) {
  const done = data.tasks.filter((t) => t.completed).length;
  return (
    <>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
        <ProgressBar value={progressPercent(done, data.tasks.length)} label={m.app_tasksProgress()} />
      </div>
      {data.tasks.length === 0 ? (
        <EmptyState title={m.app_tasksEmptyTitle()} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.tasks.map((task) => (
            <li key={task.id}>
              <TaskCard task={task} pending={pendingId === task.id} onComplete={() => onComplete(task.id)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
