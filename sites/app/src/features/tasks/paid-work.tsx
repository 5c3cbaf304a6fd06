// Paid work in the Task Area (ADR 055, docs/decisions/059-paid-work-task-area.md): one item at a
// time. Each turn's item is a lease fetched once; while the member answers turn n, turn n + 1 is
// fetched, so the next item is there the moment the answer is sent. A 404 is the server's honest
// reason (no work for the level, the day's limit, accuracy too low): shown as it is, never with
// made-up tasks.
import {
  answerWorkMutationOptions,
  ClientResponseError,
  describeError,
  nextWorkQueryOptions,
  serverMessage,
  skipWorkMutationOptions,
} from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, EmptyState, Spinner, toast, WorkItemCard } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LoadError } from '../../lib/load-error.tsx';
import { usePocketBase } from '../../lib/pocketbase.tsx';

export interface PaidWorkProps {
  /** '' for any project, else the project the member chose to stay with */
  project: string;
  onAnyProject: () => void;
  /** answers left today (from the history): no item is fetched ahead for an answer the day has no room for */
  leftToday: number | undefined;
}

/**
 * Every answer's outcome (paid, sent for checking, refused and why, not sent) in one toast that the
 * next answer replaces: quick answers on a phone never stack toasts over the next item.
 */
const STATUS = { id: 'paid-work-status' } as const;

const isAnswer = (error: unknown, ...statuses: number[]) =>
  error instanceof ClientResponseError && statuses.includes(error.status);

export function PaidWork({ project, onAnyProject, leftToday }: PaidWorkProps) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState(0);
  const current = useQuery(nextWorkQueryOptions(pb, project, turn));
  const answer = useMutation(answerWorkMutationOptions(pb, queryClient));
  const skip = useMutation(skipWorkMutationOptions(pb, queryClient));

  const roomForAnother = leftToday === undefined || leftToday > 1;
  useEffect(() => {
    if (current.isSuccess && roomForAnother)
      void queryClient.prefetchQuery(nextWorkQueryOptions(pb, project, turn + 1));
  }, [current.isSuccess, roomForAnother, queryClient, pb, project, turn]);

  const moveOn = () => {
    queryClient.removeQueries({ queryKey: nextWorkQueryOptions(pb, project, turn).queryKey, exact: true });
    setTurn((t) => t + 1);
  };
  // A refused request (the item ran out of time, was already answered) moves on; a lost
  // connection keeps the item so the member can send again.
  const onError = (error: Error) => {
    // A refused answer's reason is its `answer` field error (protocol's readAnswerBody), not the message.
    toast.error(describeError(error) || m.app_workAnswerFailed(), STATUS);
    if (isAnswer(error, 400, 404, 409)) moveOn();
  };

  if (current.isPending) return <Spinner size="lg" showLabel className="self-center py-10" />;
  if (current.isError) {
    if (!isAnswer(current.error, 404)) {
      return <LoadError title={m.app_workLoadFailed()} error={current.error} onRetry={() => void current.refetch()} />;
    }
    const reason = serverMessage(current.error);
    return (
      <EmptyState
        data-testid="paid-work-empty"
        title={m.app_workEmptyTitle()}
        description={reason && reason !== m.app_workEmptyTitle() ? reason : undefined}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" onClick={() => void current.refetch()} disabled={current.isFetching}>
              {m.app_workCheckAgain()}
            </Button>
            {project === '' ? null : (
              <Button variant="ghost" onClick={onAnyProject}>
                {m.app_workAnyProject()}
              </Button>
            )}
          </div>
        }
      />
    );
  }
  const work = current.data;
  const busy = answer.isPending || skip.isPending;
  return (
    <WorkItemCard
      key={work.id}
      work={work}
      pending={busy}
      onAnswer={(value) =>
        answer.mutate(
          { id: work.id, answer: value },
          {
            onSuccess: (result) => {
              if (result.status === 'accepted')
                toast.success(m.app_workAccepted({ amount: formatKsh(result.paid) }), STATUS);
              else if (result.status === 'pending')
                toast.info(m.app_workSent(), { ...STATUS, description: result.reason });
              else toast.error(m.app_workRefused(), { ...STATUS, description: result.reason });
              moveOn();
            },
            onError,
          },
        )
      }
      onSkip={() => skip.mutate(work.id, { onSuccess: moveOn, onError })}
    />
  );
}
