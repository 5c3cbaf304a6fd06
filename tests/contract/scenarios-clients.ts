// The clients' side (/api/client/* and the `clients` sign-in, docs/decisions/055-paid-work.md and
// 057): sign-in and refresh, a project from draft to quote, funding and close, the review of
// answers, API keys and the ledger, with the refusals a client's program meets (guests 401, a
// member's token 403, bad bodies with their field errors in both languages, a step the project's
// status does not allow: funding without items, items or funding once closed, closing twice). The demo client's
// seeded projects differ from the mocks' sample ones, so lists are compared by shape.
import { DEMO_CLIENT } from '@mapato/mocks';
import type { Body, Scenario, Target } from './targets.ts';

const P = '/api/client/projects';
const R = '/api/client/refunds';
const project = (t: Target) => `${P}/${t.ids['client.project'] ?? 'none'}`;
const ok = {
  title: 'Contract: is this sentence polite?',
  instructions: 'Read the sentence and choose **yes** or **no**.',
  kind: 'choice',
  options: ['yes', 'no'],
  // More than the mocks' demo client holds, so funding needs an M-Pesa prompt on both sides.
  pay: 250,
  overlap: 3,
  min_level: 1,
  language: 'en',
  min_seconds: 2,
};
const firstOnly = (b: Body) => ({ ...b, items: b.items.slice(0, 1) });
const view = (b: Body) => [b.title, b.kind, b.options, b.pay, b.overlap, b.status, b.items, b.remaining];
const create = (name: string, body: unknown, extra: Partial<Scenario> = {}): Scenario => ({
  name,
  as: 'client',
  method: 'POST',
  path: P,
  body,
  status: 400,
  ...extra,
});

export const clientScenarios: Scenario[] = [
  {
    name: 'a client with a wrong password',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/clients/auth-with-password',
    body: { identity: DEMO_CLIENT.email, password: 'not-the-password' },
    status: 400,
  },
  {
    name: 'the demo client signs in',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/clients/auth-with-password',
    body: { identity: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
    status: 200,
    same: (b) => [b.record.email, b.record.name, b.record.collectionName],
    save: (t, b) => {
      t.tokens.client = b.token;
    },
  },
  {
    name: 'the client refreshes its token',
    as: 'client',
    method: 'POST',
    path: '/api/collections/clients/auth-refresh',
    status: 200,
    same: (b) => [b.record.email, b.record.name],
  },
  { name: 'a guest lists projects', as: 'guest', path: P, status: 401 },
  { name: 'a member’s token lists projects', as: 'brian', path: P, status: 403 },
  { name: 'a member’s token reads the ledger', as: 'brian', path: '/api/client/ledger', status: 403 },
  { name: 'the client’s projects', as: 'client', path: P, status: 200, shaped: firstOnly },
  create('a project without a title', { ...ok, title: '' }),
  create('a project with pay 0, overlap 9 and level 11', { ...ok, pay: 0, overlap: 9, min_level: 11 }),
  create('a project in another language', { ...ok, language: 'fr' }),
  create('a choice project with one option', { ...ok, options: ['yes'] }),
  create('a project with an unknown field', { ...ok, budget: 100 }),
  { ...create('a project, in Kiswahili', { ...ok, pay: 1.5, kind: 'essay' }), headers: { 'accept-language': 'sw' } },
  { ...create('a project from malformed JSON', undefined), raw: '{"title": ' },
  create('a valid project (a draft)', ok, {
    status: 200,
    same: view,
    save: (t, b) => {
      t.ids['client.project'] = b.id;
    },
  }),
  { name: 'the draft', as: 'client', path: project, status: 200, same: view },
  {
    name: 'funding the draft before it has items',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/fund`,
    body: { phone: '0712345678' },
    status: 400,
  },
  {
    name: 'an item whose image is no picture, in Kiswahili',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/items`,
    body: {
      items: [
        { ref: 'a', text: 'Asante sana' },
        { ref: 'b', image: 'not a picture!' },
      ],
    },
    headers: { 'accept-language': 'sw' },
    status: 400,
  },
  {
    // Base64 in a PNG's data: URL, but no PNG's bytes: told by its bytes on both sides.
    name: 'an item whose image only says it is a PNG',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/items`,
    body: { items: [{ ref: 'c', image: 'data:image/png;base64,AAAA' }] },
    status: 400,
  },
  { name: 'a project that is not the client’s', as: 'client', path: `${P}/nosuchproject00`, status: 404 },
  {
    name: 'items with a bad gold answer',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/items`,
    body: { items: [{ ref: 'a', text: 'Asante sana', gold: 'maybe' }] },
    status: 400,
  },
  {
    name: 'no items',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/items`,
    body: { items: [] },
    status: 400,
  },
  {
    name: 'three items, one of them gold',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/items`,
    body: {
      items: [
        { ref: 'a', text: 'Please pass the salt.' },
        { ref: 'b', text: 'Give me that now.' },
        { ref: 'c', text: 'Thank you very much.', gold: 'yes' },
      ],
    },
    status: 200,
    same: (b) => b,
  },
  { name: 'the quote', as: 'client', path: (t) => `${project(t)}/quote`, status: 200, shaped: (b) => b },
  {
    name: 'funding from a bad phone',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/fund`,
    body: { phone: '0812345678' },
    status: 400,
  },
  {
    name: 'results in an unknown format',
    as: 'client',
    path: (t) => `${project(t)}/results?format=xml`,
    status: 400,
  },
  {
    name: 'answers by a status that is none',
    as: 'client',
    path: (t) => `${project(t)}/answers?status=maybe`,
    status: 400,
  },
  {
    name: 'the answers awaiting review',
    as: 'client',
    path: (t) => `${project(t)}/answers`,
    status: 200,
    same: (b) => b.items,
  },
  {
    name: 'accepting an unknown answer',
    as: 'client',
    method: 'POST',
    path: '/api/client/answers/nosuchanswer00/accept',
    status: 404,
  },
  {
    name: 'rejecting an unknown answer',
    as: 'client',
    method: 'POST',
    path: '/api/client/answers/nosuchanswer00/reject',
    body: { reason: 'Not a translation.' },
    status: 404,
  },
  { name: 'closing the draft', as: 'client', method: 'POST', path: (t) => `${project(t)}/close`, status: 200 },
  { name: 'closing it again', as: 'client', method: 'POST', path: (t) => `${project(t)}/close`, status: 400 },
  {
    name: 'items for the closed project',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/items`,
    body: { items: [{ ref: 'd', text: 'See you tomorrow.' }] },
    status: 400,
  },
  {
    name: 'funding the closed project, in Kiswahili',
    as: 'client',
    method: 'POST',
    path: (t) => `${project(t)}/fund`,
    body: { phone: '0712345678' },
    headers: { 'accept-language': 'sw' },
    status: 400,
  },
  { name: 'the client’s API keys', as: 'client', path: '/api/client/keys', status: 200, shaped: firstOnly },
  {
    name: 'an API key without a name',
    as: 'client',
    method: 'POST',
    path: '/api/client/keys',
    body: { name: ' ' },
    status: 400,
  },
  {
    name: 'a new API key (shown once)',
    as: 'client',
    method: 'POST',
    path: '/api/client/keys',
    body: { name: 'contract' },
    status: 200,
    same: (b) => [b.name, b.revoked],
    save: (t, b) => {
      t.ids['client.key'] = b.id;
      t.tokens.clientKey = `Bearer ${b.key}`;
    },
  },
  {
    name: 'the ledger by the API key',
    as: 'clientKey',
    path: '/api/client/ledger',
    status: 200,
    shaped: firstOnly,
  },
  {
    name: 'revoking the API key',
    as: 'client',
    method: 'DELETE',
    path: (t) => `/api/client/keys/${t.ids['client.key'] ?? 'none'}`,
    status: 200,
    same: (b) => [b.name, b.revoked === ''],
  },
  { name: 'a revoked API key', as: 'clientKey', path: '/api/client/ledger', status: 401 },
  // Refunds to the client's M-Pesa number (ADR 065); the money moves in the admins' scenarios.
  { name: 'a guest asks for a refund', as: 'guest', method: 'POST', path: R, body: { amount: 100 }, status: 401 },
  {
    name: 'a member’s token asks for a refund',
    as: 'brian',
    method: 'POST',
    path: R,
    body: { amount: 100 },
    status: 403,
  },
  { name: 'a refund below M-Pesa’s minimum', as: 'client', method: 'POST', path: R, body: { amount: 5 }, status: 400 },
  {
    name: 'a refund of part of a shilling, in Kiswahili',
    as: 'client',
    method: 'POST',
    path: R,
    body: { amount: 10.5 },
    headers: { 'accept-language': 'sw' },
    status: 400,
  },
  {
    name: 'a refund with an unknown field',
    as: 'client',
    method: 'POST',
    path: R,
    body: { amount: 100, to: '0799' },
    status: 400,
  },
  { name: 'the client’s refunds', as: 'client', path: R, status: 200, shaped: firstOnly },
  {
    name: 'revoking an unknown key',
    as: 'client',
    method: 'DELETE',
    path: '/api/client/keys/nosuchkey00000',
    status: 404,
  },
];
