// A client's projects in the mocks, by the server's own rules (@mapato/protocol's readProjectBody and
// readItemsBody, core's quoteFor and client refusals): drafts, items (at most MAX_ITEMS_PER_REQUEST a
// request), the quote, closing (the unspent reserve back to the balance), and the results as CSV
// or JSON Lines. Text answers accepted or rejected: answers.ts.
import {
  alreadyClosedRefusal,
  DEFAULT_WORK_FEE_PERCENT,
  itemImageRefusal,
  ITEMS_EDITABLE_STATUSES,
  itemsNotEditableRefusal,
  quoteFor,
  resultsFormatRefusal,
  toPbDate,
} from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import {
  badRequest,
  fieldErrors,
  PB,
  readItemsBody,
  readProjectBody,
  notFound,
  pictureBytes,
  type ItemsAdded,
  type ProjectView,
  type Quote,
} from '@mapato/protocol';
import { orThrow, refuse } from '../errors.ts';
import { newId } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { changeBalance, type ClientWorld, type StoredClient, type StoredProject } from './world.ts';

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

export function addItems(store: MockStore, project: StoredProject, raw: unknown, locale?: Locale): ItemsAdded {
  if (!ITEMS_EDITABLE_STATUSES.includes(project.view.status)) refuse(badRequest(itemsNotEditableRefusal(locale)));
  const items = orThrow(readItemsBody(raw, project.view, locale));
  // By the server's rule (protocol's pictureBytes); the first bad one is refused as it refuses it.
  const bad = items.findIndex(({ image = '' }) => image !== '' && pictureBytes(image) === null);
  if (bad >= 0)
    refuse(fieldErrors(PB.invalidData, { items: ['validation_invalid_value', itemImageRefusal(bad + 1, locale)] }));
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

export function closeProject(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  project: StoredProject,
  locale?: Locale,
) {
  const view = project.view;
  // As the server: any project but a closed one may be closed.
  if (view.status === 'closed') refuse(badRequest(alreadyClosedRefusal(locale)));
  const unspent = view.reserve_left;
  if (unspent > 0) changeBalance(store, world, client, 'project_release', unspent, view.id);
  Object.assign(view, { status: 'closed', reserve_left: 0, remaining: 0, updated: toPbDate(store.now()) });
  return view;
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
  if (format !== 'csv') refuse(badRequest(resultsFormatRefusal(locale)));
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
