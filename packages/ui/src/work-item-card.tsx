// WorkItemCard: one item of paid work (ADR 055) and the member's answer. The item's text is from
// outside and drawn as text (React escapes it), never as HTML; the instructions are the safe
// Markdown subset, a tap away. 'choice' is big radio rows, 'labels' big checkbox rows, 'text' a
// textarea; Send and Skip are full-width touch targets on a phone. Give it `key` = the assignment
// id so a new item starts with nothing chosen.
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';
import { cn } from './lib/cn.ts';
import { SafeMarkdown } from './safe-markdown.tsx';
import { Textarea } from './textarea.tsx';

export interface WorkItemCardWork {
  project: {
    title: string;
    instructions: string;
    kind: 'choice' | 'labels' | 'text';
    options: string[];
    pay: number;
    pay_per_hour: number | null;
  };
  item: { text: string; image: string };
}

export interface WorkItemCardProps extends Omit<ComponentProps<typeof Card>, 'onSubmit'> {
  work: WorkItemCardWork;
  onAnswer: (answer: string | string[]) => void;
  onSkip: () => void;
  /** an answer or a skip is on its way: the buttons wait */
  pending?: boolean;
}

const ROW =
  'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border-2 border-border px-4 py-3 text-base has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring';

/** "Pays KSh 2 when accepted · about KSh 360 an hour" (the hour left out until it is known). */
export function workPayLine(pay: number, perHour: number | null): string {
  const pays = m.kit_workPays({ amount: formatKsh(pay) });
  return perHour === null ? pays : `${pays} · ${m.kit_workPerHour({ amount: formatKsh(perHour) })}`;
}

export function WorkItemCard({ work, onAnswer, onSkip, pending = false, className, ...props }: WorkItemCardProps) {
  const { project, item } = work;
  const [chosen, setChosen] = useState<string[]>([]);
  const [text, setText] = useState('');
  const name = useId();
  const answer = project.kind === 'text' ? text.trim() : project.kind === 'choice' ? (chosen[0] ?? '') : chosen;
  const ready = project.kind === 'labels' ? chosen.length > 0 : answer !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !pending) onAnswer(answer);
  };
  const toggle = (option: string, on: boolean) =>
    setChosen((was) =>
      project.kind === 'choice' ? [option] : project.options.filter((o) => (o === option ? on : was.includes(o))),
    );
  return (
    <Card data-slot="work-item-card" className={cn('flex flex-col', className)} {...props}>
      <CardHeader>
        <CardTitle>{project.title}</CardTitle>
        <CardDescription>{workPayLine(project.pay, project.pay_per_hour)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <details className="rounded-md border border-border px-3 py-2">
          <summary className="min-h-11 cursor-pointer content-center font-medium">{m.kit_workInstructions()}</summary>
          <SafeMarkdown source={project.instructions} className="pb-2" />
        </details>
        {item.image ? (
          <img
            src={item.image}
            alt={m.kit_workImage()}
            className="max-h-72 w-full rounded-md bg-muted object-contain"
          />
        ) : null}
        {item.text ? <p className="text-lg break-words whitespace-pre-line">{item.text}</p> : null}
        <form id={name} onSubmit={submit} className="flex flex-col gap-2">
          {project.kind === 'text' ? (
            <Textarea aria-label={m.kit_workAnswer()} rows={4} value={text} onChange={(e) => setText(e.target.value)} />
          ) : (
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{m.kit_workAnswer()}</legend>
              {project.options.map((option) => (
                <label key={option} className={ROW}>
                  <input
                    type={project.kind === 'choice' ? 'radio' : 'checkbox'}
                    name={name}
                    value={option}
                    checked={chosen.includes(option)}
                    onChange={(e) => toggle(option, e.target.checked)}
                    className="size-6 shrink-0 accent-primary"
                  />
                  <span className="break-words">{option}</span>
                </label>
              ))}
            </fieldset>
          )}
        </form>
      </CardContent>
      <CardFooter className="flex flex-col gap-2 sm:flex-row">
        <Button
          type="submit"
          form={name}
          size="lg"
          className="w-full sm:w-auto"
          disabled={!ready || pending}
          aria-busy={pending || undefined}
        >
          {m.kit_workSend()}
        </Button>
        <Button variant="outline" size="lg" className="w-full sm:w-auto" disabled={pending} onClick={onSkip}>
          {m.kit_workSkip()}
        </Button>
      </CardFooter>
    </Card>
  );
}
