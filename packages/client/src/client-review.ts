// Text answers the client decides (docs/decisions/055-paid-work.md): accepted ones are paid from
// the project's reserve, rejected ones are not and the member reads the reason.
import { queryOptions } from '@tanstack/react-query';
import type { ClientAnswerView, ReviewBody } from '@mapato/protocol';
import { clientGet, clientKeys, clientSend, segment, type ClientPocketBase } from './client-api.ts';

export const fetchPendingAnswers = (pb: ClientPocketBase, project: string, signal?: AbortSignal) =>
  clientGet<{ items: ClientAnswerView[] }>(
    pb,
    `/api/client/projects/${segment(project)}/answers?status=pending`,
    signal,
  ).then((r) => r.items);

export function pendingAnswersQueryOptions(pb: ClientPocketBase, project: string) {
  return queryOptions({
    queryKey: clientKeys.of(pb, 'projects', project, 'answers'),
    queryFn: ({ signal }) => fetchPendingAnswers(pb, project, signal),
  });
}

export type ReviewDecision = 'accept' | 'reject';

export const reviewAnswer = (pb: ClientPocketBase, answer: string, decision: ReviewDecision, reason = '') =>
  clientSend<ClientAnswerView>(pb, 'POST', `/api/client/answers/${segment(answer)}/${decision}`, {
    reason,
  } satisfies ReviewBody);
