// A client's projects through the SDK against the mocks: a draft made, its items sent in batches,
// quoted, funded (live at once when the balance covers it), its results downloaded, closed; text
// answers decided; API keys and the balance history.
import { DEMO_CLIENT } from '@mapato/mocks';
import { beforeEach, describe, expect, it } from 'vitest';
import { getClientPocketBase } from './client-api.ts';
import { apiKeysQueryOptions, clientLedgerQueryOptions, createApiKey, revokeApiKey } from './client-account.ts';
import { uploadItems } from './client-items.ts';
import {
  closeProject,
  createProject,
  fetchResults,
  fundProject,
  FUNDING_POLL_MS,
  LIVE_POLL_MS,
  projectQueryOptions,
  projectsQueryOptions,
  quoteQueryOptions,
  ResultsError,
} from './client-projects.ts';
import { pendingAnswersQueryOptions, reviewAnswer } from './client-review.ts';
import { clientSignIn } from './client-session.ts';
import { BASE, newQueryClient, recordRequests, rejection } from './test/support.ts';

const pb = getClientPocketBase(BASE);
beforeEach(async () => {
  await clientSignIn(pb, DEMO_CLIENT.email, DEMO_CLIENT.password);
  return () => pb.authStore.clear();
});

const BODY = {
  title: 'Greetings',
  instructions: 'Is it a greeting?',
  kind: 'choice' as const,
  options: ['Yes', 'No'],
  pay: 1,
  overlap: 1,
  min_level: 1,
  language: 'sw' as const,
};

describe('projects', () => {
  it('makes a draft, sends its items in batches no bigger than asked, quotes and funds it from the balance', async () => {
    const queryClient = newQueryClient();
    const draft = await createProject(pb, BODY);
    const requests = recordRequests();
    const progress: number[] = [];
    const items = Array.from({ length: 5 }, (_, i) => ({ text: `Habari ${i}` }));
    const added = await uploadItems(pb, draft.id, items, (n) => progress.push(n), 2);
    expect(added).toEqual({ added: 5, items: 5 });
    expect(progress).toEqual([2, 4, 5]);
    expect(requests.filter((r) => r.url.endsWith('/items'))).toHaveLength(3);
    const quote = await queryClient.fetchQuery(quoteQueryOptions(pb, draft.id));
    expect(quote).toMatchObject({ answers: 5, pay_total: 5, fee: 1, total: 6, to_pay: 0 });
    expect(await fundProject(pb, draft.id, '')).toMatchObject({ status: 'live' });
    const live = await queryClient.fetchQuery(projectQueryOptions(pb, draft.id));
    expect(live).toMatchObject({ status: 'live', reserve_left: 5 });
    const list = await queryClient.fetchQuery(projectsQueryOptions(pb));
    expect(list[0]!.id).toBe(draft.id);
    expect((await closeProject(pb, draft.id)).status).toBe('closed');
  });

  it('asks a funding project again every few seconds, a live one while its answers arrive, a draft or closed one not at all', () => {
    const interval = projectQueryOptions(pb, 'x').refetchInterval as (q: unknown) => number | false;
    expect(interval({ state: { data: { status: 'funding' } } })).toBe(FUNDING_POLL_MS);
    expect(interval({ state: { data: { status: 'live' } } })).toBe(LIVE_POLL_MS);
    expect(interval({ state: { data: { status: 'draft' } } })).toBe(false);
    expect(interval({ state: { data: { status: 'closed' } } })).toBe(false);
  });

  it('downloads the results as a file, and says the server’s refusal', async () => {
    const queryClient = newQueryClient();
    const live = (await queryClient.fetchQuery(projectsQueryOptions(pb))).find((p) => p.title.startsWith('Check'))!;
    const csv = await fetchResults(pb, live.id, 'csv');
    expect(await csv.text()).toContain('ref,answer,confidence,answers');
    const error = await fetchResults(pb, 'nosuchproject00', 'csv').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResultsError);
    expect((error as ResultsError).status).toBe(404);
  });

  it('accepts and rejects text answers; a decided answer cannot be decided again', async () => {
    const queryClient = newQueryClient();
    const text = (await queryClient.fetchQuery(projectsQueryOptions(pb))).find((p) => p.kind === 'text')!;
    const [first, second] = await queryClient.fetchQuery(pendingAnswersQueryOptions(pb, text.id));
    expect((await reviewAnswer(pb, first!.id, 'accept')).status).toBe('accepted');
    expect((await reviewAnswer(pb, second!.id, 'reject', 'Too short')).status).toBe('rejected');
    expect((await rejection(reviewAnswer(pb, second!.id, 'reject', 'Again'))).status).toBe(404);
  });
});

describe('keys and balance', () => {
  it('shows a key once, lists it without the key, and revokes it', async () => {
    const queryClient = newQueryClient();
    const made = await createApiKey(pb, 'Nightly upload');
    expect(made.key).toMatch(/^mpk_/);
    const [listed] = await queryClient.fetchQuery(apiKeysQueryOptions(pb));
    expect(listed).toMatchObject({ name: 'Nightly upload', revoked: '' });
    expect(listed!.key).toBeUndefined();
    await revokeApiKey(pb, made.id);
    const [after] = await newQueryClient().fetchQuery(apiKeysQueryOptions(pb));
    expect(after!.revoked).not.toBe('');
  });

  it('lists the balance history newest first', async () => {
    const rows = await newQueryClient().fetchQuery(clientLedgerQueryOptions(pb));
    expect(rows[0]).toMatchObject({ kind: 'project_funding', balance_after: 1820 });
    expect(rows.at(-1)).toMatchObject({ kind: 'deposit', amount: 5000 });
  });
});
