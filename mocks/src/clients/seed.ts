// The demo client, Lugha Data Ltd (demo-client@mapato.test / demo-client-2026, as `npm start`
// seeds it), with a bank transfer on its balance and three projects: a live translation check, a
// live text project with answers waiting for review, and a draft with its items loaded.
import { toPbDate } from '@mapato/core';
import type { ClientAnswerView, ItemInput, ProjectView } from '@mapato/protocol';
import { newId, newTokenKey } from '../ids.ts';
import type { MockStore } from '../types.ts';
import type { ClientWorld, StoredProject } from './world.ts';

/** The demo client; the password is the demo's, never a real one. */
export const DEMO_CLIENT = Object.freeze({
  email: 'demo-client@mapato.test',
  password: 'demo-client-2026',
  name: 'Lugha Data Ltd',
  phone: '+254711223344',
});

const HOUR = 3600 * 1000;

function project(
  client: string,
  at: string,
  fields: Partial<ProjectView> & Pick<ProjectView, 'title' | 'kind' | 'status' | 'items'>,
  itemList: ItemInput[] = [],
): StoredProject {
  const view: ProjectView = {
    id: newId(),
    instructions: '',
    options: [],
    pay: 2,
    overlap: 3,
    min_level: 1,
    language: 'en',
    min_seconds: 2,
    min_accuracy: 70,
    answered: 0,
    accepted: 0,
    rejected: 0,
    remaining: fields.items,
    reserve_left: 0,
    spent: 0,
    accuracy: null,
    pay_per_hour: null,
    awaiting_review: 0,
    funding_problem: '',
    created: at,
    updated: at,
    ...fields,
  };
  return { client, view, itemList, results: [], answers: [] };
}

export function seedClients(store: MockStore, generation: string): ClientWorld {
  const now = store.now().getTime();
  const at = (hoursAgo: number) => toPbDate(new Date(now - hoursAgo * HOUR));
  const id = newId();
  const world: ClientWorld = {
    generation,
    clients: [{ id, ...DEMO_CLIENT, balance: 1_820, tokenKey: newTokenKey(), created: at(24 * 30) }],
    ledger: [],
    keys: [],
    projects: [],
  };
  const translations = project(id, at(72), {
    title: 'Check Kiswahili ↔ English translations',
    instructions: 'Read the sentence and its translation. Choose **Good** when it says the same thing.',
    kind: 'choice',
    options: ['Good', 'Wrong meaning', 'Not a sentence'],
    language: 'sw',
    status: 'live',
    items: 400,
    answered: 540,
    accepted: 498,
    rejected: 42,
    remaining: 220,
    reserve_left: 1_320,
    spent: 996,
    accuracy: 0.91,
    pay_per_hour: 310,
  });
  translations.results = [
    { ref: 'tr-001', answer: 'Good', confidence: 1, answers: ['Good', 'Good', 'Good'] },
    { ref: 'tr-002', answer: 'Wrong meaning', confidence: 0.67, answers: ['Wrong meaning', 'Good', 'Wrong meaning'] },
  ];
  const captions = project(id, at(30), {
    title: 'Describe the photo in one sentence',
    instructions: 'Write one plain sentence about what the photo shows.',
    kind: 'text',
    pay: 5,
    overlap: 1,
    status: 'live',
    items: 50,
    answered: 12,
    accepted: 9,
    remaining: 38,
    reserve_left: 190,
    spent: 45,
    awaiting_review: 3,
  });
  captions.answers = (
    [
      ['cap-010', 'A woman sells tomatoes at a market stall.'],
      ['cap-011', 'Two boda boda riders wait at a junction in the rain.'],
      ['cap-012', 'asdf'],
    ] as const
  ).map(([ref, answer], i): ClientAnswerView => ({
    id: newId(),
    ref,
    text: '',
    answer,
    status: 'pending',
    answered: at(5 - i),
    auto_accept: at(5 - i - 72),
  }));
  const sentiment = project(
    id,
    at(2),
    {
      title: 'Sentiment of short Sheng messages',
      instructions: 'Is the message happy, angry or neither?',
      kind: 'choice',
      options: ['Happy', 'Angry', 'Neither'],
      language: 'sw',
      status: 'draft',
      items: 3,
    },
    [
      { ref: 's1', text: 'Leo niko poa sana!' },
      { ref: 's2', text: 'Hii mat imenichelewesha tena.' },
      { ref: 's3', text: 'Tutaonana kesho.', gold: 'Neither' },
    ],
  );
  world.projects.push(translations, captions, sentiment);
  world.ledger.push(
    { client: id, kind: 'deposit', amount: 5_000, balance_after: 5_000, ref: 'BANK-0007', created: at(24 * 4) },
    {
      client: id,
      kind: 'project_funding',
      amount: -2_880,
      balance_after: 2_120,
      ref: translations.view.id,
      created: at(72),
    },
    { client: id, kind: 'project_funding', amount: -300, balance_after: 1_820, ref: captions.view.id, created: at(30) },
  );
  return world;
}
