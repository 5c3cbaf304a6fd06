// A client's projects in the mocks, by the shared rules (core's projectProblems and projectQuote):
// drafts, items (at most PROJECT_LIMITS.itemsPerRequest a request, each with text or an image),
// the quote, closing (the unspent reserve back to the balance), text answers accepted or rejected,
// and the results as CSV or JSON Lines.
import { PROJECT_LIMITS, projectProblems, projectQuote, toPbDate, WORK_FEE_PERCENT } from '@mapato/core';
import { m } from '@mapato/i18n';
import {
  badRequest,
  errorBody,
  notFound,
  type ClientAnswerView,
  type ItemInput,
  type ItemsAdded,
  type ProjectBody,
  type ProjectView,
  type Quote,
} from '@mapato/protocol';
import { refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { changeBalance, type ClientWorld, type StoredClient, type StoredProject } from './world.ts';

function fieldRefusal(message: string, problems: Record<string, string>): never {
  return refuse(
    badRequest(
      message,
      Object.fromEntries(
        Object.entries(problems).map(([k, v]) => [k, { code: 'validation_invalid_value', message: v }]),
      ),
    ),
  );
}

export function ownProject(world: ClientWorld, client: StoredClient, id: string): StoredProject {
  const found = world.projects.find((p) => p.view.id === id && p.client === client.id);
  return found ?? refuse(notFound());
}

export const listProjects = (world: ClientWorld, client: StoredClient) => ({
  items: world.projects
    .filter((p) => p.client === client.id)
    .map((p) => p.view)
    .sort((a, b) => b.created.localeCompare(a.created)),
});

export function createProject(store: MockStore, world: ClientWorld, client: StoredClient, raw: unknown): ProjectView {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as ProjectBody;
  const problems = projectProblems(body);
  if (Object.keys(problems).length > 0) fieldRefusal(m.client_projectRefused(), problems);
  const at = toPbDate(store.now());
  const view: ProjectView = {
    id: newId(),
    title: body.title.trim(),
    instructions: body.instructions.trim(),
    kind: body.kind,
    options: body.kind === 'text' ? [] : body.options.map((o) => o.trim()),
    pay: body.pay,
    overlap: body.overlap,
    min_level: body.min_level,
    language: body.language,
    min_seconds: body.min_seconds ?? PROJECT_LIMITS.minSecondsDefault,
    min_accuracy: body.min_accuracy ?? PROJECT_LIMITS.minAccuracyDefault,
    status: 'draft',
    items: 0,
    answered: 0,
    accepted: 0,
    rejected: 0,
    remaining: 0,
    reserve_left: 0,
    spent: 0,
    accuracy: null,
    pay_per_hour: null,
    awaiting_review: 0,
    funding_problem: '',
    created: at,
    updated: at,
  };
  world.projects.push({ client: client.id, view, itemList: [], results: [], answers: [] });
  return view;
}

const IMAGE = /^(data:image\/(jpeg|png|webp);base64,)?[A-Za-z0-9+/]+=*$/;

export function addItems(store: MockStore, project: StoredProject, raw: unknown): ItemsAdded {
  if (project.view.status !== 'draft') refuse(badRequest(m.client_itemsOnlyDraft()));
  const items = (raw as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0 || items.length > PROJECT_LIMITS.itemsPerRequest)
    fieldRefusal(m.client_itemsRefused(), { items: m.client_itemsCount({ max: PROJECT_LIMITS.itemsPerRequest }) });
  const problems: Record<string, string> = {};
  items.forEach((item: ItemInput, i) => {
    const text = typeof item?.text === 'string' ? item.text : '';
    const image = typeof item?.image === 'string' ? item.image : '';
    if ((text === '' && image === '') || (image !== '' && !IMAGE.test(image)))
      problems[`items.${i}`] = m.client_itemBad();
  });
  if (Object.keys(problems).length > 0) fieldRefusal(m.client_itemsRefused(), problems);
  project.itemList.push(...(items as ItemInput[]));
  Object.assign(project.view, {
    items: project.itemList.length,
    remaining: project.itemList.length,
    updated: toPbDate(store.now()),
  });
  return { added: items.length, items: project.itemList.length };
}

export function quoteOf(project: StoredProject, client: StoredClient): Quote {
  const { items, overlap, pay } = project.view;
  const figures = projectQuote(items, overlap, pay, WORK_FEE_PERCENT);
  const from_balance = Math.min(Math.max(0, client.balance), figures.total);
  return { ...figures, from_balance, to_pay: figures.total - from_balance };
}

export function closeProject(store: MockStore, world: ClientWorld, client: StoredClient, project: StoredProject) {
  const view = project.view;
  if (view.status === 'closed' || view.status === 'funding') refuse(badRequest(m.client_closeRefused()));
  const unspent = view.reserve_left;
  if (unspent > 0) changeBalance(store, world, client, 'project_release', unspent, view.id);
  Object.assign(view, { status: 'closed', reserve_left: 0, remaining: 0, updated: toPbDate(store.now()) });
  return view;
}

export function pendingAnswers(project: StoredProject) {
  return { items: project.answers.filter((a) => a.status === 'pending') };
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
  if (!project || !answer || (decision !== 'accept' && decision !== 'reject')) return refuse(notFound());
  if (answer.status !== 'pending') refuse(errorBody(409, m.client_reviewDecided()));
  const reason =
    typeof (raw as { reason?: unknown } | null)?.reason === 'string' ? (raw as { reason: string }).reason.trim() : '';
  if (decision === 'reject' && reason === '')
    fieldRefusal(m.client_reviewRefused(), { reason: m.client_reviewReasonNeeded() });
  const view = project.view;
  answer.status = decision === 'accept' ? 'accepted' : 'rejected';
  if (decision === 'accept') Object.assign(view, { accepted: view.accepted + 1, spent: view.spent + view.pay });
  else Object.assign(view, { rejected: view.rejected + 1, reserve_left: view.reserve_left + view.pay });
  Object.assign(view, { awaiting_review: Math.max(0, view.awaiting_review - 1), updated: toPbDate(store.now()) });
  return answer;
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function resultsFile(project: StoredProject, format: string): Response {
  if (format === 'jsonl') {
    const body = project.results.map((r) => JSON.stringify(r)).join('\n') + (project.results.length ? '\n' : '');
    return new Response(body, {
      headers: {
        'content-type': 'application/x-ndjson',
        'content-disposition': `attachment; filename="${project.view.id}.jsonl"`,
      },
    });
  }
  if (format !== 'csv') refuse(badRequest(m.client_resultsFormat()));
  const lines = [
    'ref,answer,confidence,answers',
    ...project.results.map((r) => [r.ref, r.answer, String(r.confidence), r.answers.join('|')].map(csvCell).join(',')),
  ];
  return new Response(lines.join('\r\n') + '\r\n', {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${project.view.id}.csv"`,
    },
  });
}
