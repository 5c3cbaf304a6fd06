// A client's projects in the mocks, by the server's own rules (@mapato/protocol's readProjectBody and
// readItemsBody, core's quoteFor): drafts, items (at most MAX_ITEMS_PER_REQUEST a request),
// the quote, closing (the unspent reserve back to the balance), text answers accepted or rejected,
// and the results as CSV or JSON Lines.
import { DEFAULT_WORK_FEE_PERCENT, quoteFor, toPbDate } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import {
  badRequest,
  readItemsBody,
  readProjectBody,
  errorBody,
  notFound,
  type ClientAnswerView,
  type ItemsAdded,
  type ProjectView,
  type Quote,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
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

export function createProject(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  raw: unknown,
  locale?: Locale,
): ProjectView {
  const body = orThrow(readProjectBody(raw, locale));
  const at = toPbDate(store.now());
  const view: ProjectView = {
    id: newId(),
    ...body,
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

export function addItems(store: MockStore, project: StoredProject, raw: unknown, locale?: Locale): ItemsAdded {
  if (project.view.status !== 'draft') refuse(badRequest(m.client_itemsOnlyDraft()));
  const items = orThrow(readItemsBody(raw, project.view, locale));
  // The server reads an image by its bytes; the mocks, which store none, by its data: URL.
  const problems: Record<string, string> = {};
  items.forEach(({ image = '' }, i) => {
    if (image !== '' && !IMAGE.test(image)) problems[`items.${i}`] = m.client_itemBad();
  });
  if (Object.keys(problems).length > 0) fieldRefusal(m.client_itemsRefused(), problems);
  project.itemList.push(...items);
  Object.assign(project.view, {
    items: project.itemList.length,
    remaining: project.itemList.length,
    updated: toPbDate(store.now()),
  });
  return { added: items.length, items: project.itemList.length };
}

export function quoteOf(project: StoredProject, client: StoredClient): Quote {
  return quoteFor(project.view, client.balance, DEFAULT_WORK_FEE_PERCENT);
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

export function resultsFile(project: StoredProject, format: string, locale?: Locale): Response {
  if (format === 'jsonl') {
    const body = project.results.map((r) => JSON.stringify(r)).join('\n') + (project.results.length ? '\n' : '');
    return new Response(body, {
      headers: {
        'content-type': 'application/x-ndjson',
        'content-disposition': `attachment; filename="${project.view.id}.jsonl"`,
      },
    });
  }
  if (format !== 'csv') refuse(badRequest(m.client_resultsFormat({}, { locale })));
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
