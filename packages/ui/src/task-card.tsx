// TaskCard: one task of the Task Area (docs/product.md#task-area): title, description, details, reward and
// 'Mark as Complete', which becomes a disabled 'Completed' once done, or a disabled 'Not available
// now' with the reason while the marketing budget cannot pay the reward (ADR 074).
import { formatKsh, type TaskView } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

export type TaskCardTask = Pick<TaskView, 'title' | 'description' | 'details' | 'reward' | 'completed'> &
  Partial<Pick<TaskView, 'available'>>;

export interface TaskCardProps extends ComponentProps<typeof Card> {
  task: TaskCardTask;
  onComplete: () => void;
  /** The completion request is running: the button is disabled meanwhile. */
  pending?: boolean;
}

/** Getters, read when drawn: in the page's language. */
export const TASK_CARD_LABELS = {
  get complete() {
    return m.kit_taskComplete();
  },
  get completed() {
    return m.kit_taskCompleted();
  },
  get reward() {
    return m.kit_taskReward();
  },
  get notAvailable() {
    return m.kit_taskNotAvailable();
  },
  get notAvailableHint() {
    return m.kit_taskNotAvailableHint();
  },
};

export function TaskCard({ task, onComplete, pending = false, ...props }: TaskCardProps) {
  const hintId = useId();
  return (
    <Card data-slot="task-card" data-completed={task.completed || undefined} {...props}>
      <CardHeader>
        <CardTitle>{task.title}</CardTitle>
        <CardDescription>{task.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p className="text-sm">{task.details}</p>
        <p className="text-sm">
          {TASK_CARD_LABELS.reward}: <strong className="font-semibold text-primary">{formatKsh(task.reward)}</strong>
        </p>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:items-start">
        {task.completed ? (
          <Button variant="secondary" className="w-full sm:w-auto" disabled>
            {TASK_CARD_LABELS.completed}
          </Button>
        ) : task.available === false ? (
          <>
            <Button variant="secondary" className="w-full sm:w-auto" disabled aria-describedby={hintId}>
              {TASK_CARD_LABELS.notAvailable}
            </Button>
            <p id={hintId} className="text-sm text-muted-foreground">
              {TASK_CARD_LABELS.notAvailableHint}
            </p>
          </>
        ) : (
          <Button className="w-full sm:w-auto" disabled={pending} aria-busy={pending || undefined} onClick={onComplete}>
            {TASK_CARD_LABELS.complete}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}
