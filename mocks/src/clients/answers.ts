// A project's answers and the client's review of text answers in the mocks, by the server's rules
// (@mapato/protocol's readReviewStatus and readReviewReason): listed by `?status=` (every answer
// when none), newest first; only a pending answer of the client's own project can be decided,
// anything else is a 404 as if it did not exist; a reject's reason may be left out.
import { toPbDate } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { notFound, readReviewReason, readReviewStatus, type ClientAnswerView } from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import type { MockStore } from '../types.ts';
import type { ClientWorld, StoredClient, StoredProject } from './world.ts';

export function projectAnswers(project: StoredProject, status: string | null, locale?: Locale) {
  const wanted = orThrow(readReviewStatus(status, locale));
  const items = project.answers
    .filter((a) => wanted === undefined || a.status === wanted)
    .sort((a, b) => b.answered.localeCompare(a.answered));
  return { items };
}

export function review(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  answerId: string,
  decision: string,
  raw: unknown,
): ClientAnswerView {
  const project = world.projects.find((p) => p.client === client.id && p.answers.some((a) => a.id === answerId));
  const answer = project?.answers.find((a) => a.id === answerId);
  const decidable = answer?.status === 'pending' && project?.view.kind === 'text';
  if (!project || !answer || !decidable || (decision !== 'accept' && decision !== 'reject')) return refuse(notFound());
  orThrow(readReviewReason(raw));
  const view = project.view;
  answer.status = decision === 'accept' ? 'accepted' : 'rejected';
  if (decision === 'accept') Object.assign(view, { accepted: view.accepted + 1, spent: view.spent + view.pay });
  else Object.assign(view, { rejected: view.rejected + 1, reserve_left: view.reserve_left + view.pay });
  Object.assign(view, { awaiting_review: Math.max(0, view.awaiting_review - 1), updated: toPbDate(store.now()) });
  return answer;
}
