// Task Area (docs/product.md#task-area): the server's tasks for today. Completion is persisted, credited and
// quota-checked on the server (docs/design.md#money-rules); the card turns into a disabled 'Completed'.
import { completeTaskMutationOptions, tasksQueryOptions, serverMessage } from '@mapato/client';
import { progressPercent, taskEarnedDetail, type TasksResponse } from '@mapato/core';
import { EmptyState, ProgressBar, Spinner, TaskCard, toast } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { richMessage } from '../../lib/rich-message.tsx';
import { m } from '@mapato/i18n';

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
    </div>
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
        <p className="text-sm text-muted-foreground">
          {richMessage(m.app_tasksRemaining, {
            count: (
              <strong className="font-semibold text-foreground tabular-nums">
                {data.remaining} / {data.perDay}
              </strong>
            ),
          })}
        </p>
      </div>
      {data.tasks.length === 0 ? (
        <EmptyState title={m.app_tasksEmptyTitle()} description={m.app_tasksEmptyHint()} />
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
