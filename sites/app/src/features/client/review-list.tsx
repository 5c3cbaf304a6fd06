// Text answers waiting for the client: each shown as plain text (never HTML), accepted (the member
// is paid from the project's reserve) or rejected with a reason the member reads. Left alone, an
// answer is accepted by itself at the time shown.
import {
  afterProjectChange,
  clientKeys,
  pendingAnswersQueryOptions,
  reviewAnswer,
  serverMessage,
  type ClientAnswerView,
  type ReviewDecision,
} from '@mapato/client';
import { formatDisplayDateTime } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, EmptyState, Field, FieldError, Input } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useClientPb } from './client-pb.ts';
import { Loaded } from './loaded.tsx';

export function ReviewList({ project }: { project: string }) {
  const query = useQuery(pendingAnswersQueryOptions(useClientPb(), project));
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-3">
      <h2 id="review-title" className="text-lg font-semibold">
        {m.client_reviewTitle()}
      </h2>
      <p className="text-sm text-muted-foreground">{m.client_reviewLead()}</p>
      <Loaded query={query} what={m.client_whatAnswers()}>
        {(answers) =>
          answers.length === 0 ? (
            <EmptyState title={m.client_reviewNone()} />
          ) : (
            <ul className="flex flex-col gap-3">
              {answers.map((a) => (
                <AnswerRow key={a.id} answer={a} project={project} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}

function AnswerRow({ answer, project }: { answer: ClientAnswerView; project: string }) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function decide(decision: ReviewDecision) {
    if (decision === 'reject' && reason.trim() === '') {
      setError(m.client_reviewReasonNeeded());
      return;
    }
    setBusy(true);
    setError('');
    try {
      await reviewAnswer(pb, answer.id, decision, reason.trim());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.of(pb, 'projects', project, 'answers') }),
        afterProjectChange(pb, queryClient, project),
      ]);
    } catch (err) {
      setError(serverMessage(err) || m.tryAgain());
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-col gap-1">
        {answer.ref ? <p className="text-xs text-muted-foreground">{answer.ref}</p> : null}
        {answer.text ? <p className="text-sm text-muted-foreground whitespace-pre-wrap">{answer.text}</p> : null}
        <p className="text-base whitespace-pre-wrap break-words">{answer.answer}</p>
        <p className="text-xs text-muted-foreground">
          {m.client_autoAccept({ when: formatDisplayDateTime(answer.auto_accept) })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={m.client_reviewReason()} className="flex-1">
          <Input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} disabled={busy} />
        </Field>
        <div className="flex gap-2">
          <Button size="lg" className="flex-1" disabled={busy} onClick={() => void decide('accept')}>
            {m.client_accept()}
          </Button>
          <Button size="lg" variant="outline" className="flex-1" disabled={busy} onClick={() => void decide('reject')}>
            {m.client_reject()}
          </Button>
        </div>
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
    </li>
  );
}
