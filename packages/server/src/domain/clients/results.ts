// GET /api/client/projects/{id}/results?format=csv|jsonl (ADR 055): one line per item, in the
// order the client sent them: its ref, the accepted answer ('' while undecided), the confidence
// and every answer given. The CSV keeps a cell a spreadsheet would run as a formula as text
// (core's toCsv), since answers are members' free text.
import { toCsv } from '@mapato/core';
import type { ResultRow } from '@mapato/protocol';
import type { Deps } from '../deps.ts';
import { ownProject } from './projects.ts';

export async function projectResults(deps: Deps, clientId: string, projectId: string): Promise<ResultRow[]> {
  await ownProject(deps.db, clientId, projectId);
  const items = await deps.db
    .selectFrom('work_items')
    .select(['id', 'ref', 'accepted_answer', 'confidence'])
    .where('project_id', '=', projectId)
    .orderBy('position')
    .execute();
  const answers = await deps.db
    .selectFrom('assignments')
    .select(['item_id', 'answer'])
    .where('project_id', '=', projectId)
    .where('status', 'in', ['pending', 'accepted', 'rejected'])
    .where('answered', '<>', '')
    .orderBy('answered')
    .orderBy('id')
    .execute();
  const byItem = new Map<string, string[]>();
  for (const a of answers) {
    const list = byItem.get(a.item_id) ?? [];
    list.push(a.answer);
    byItem.set(a.item_id, list);
  }
  return items.map((i) => ({
    ref: i.ref,
    answer: i.accepted_answer,
    confidence: i.confidence === '' ? 0 : Number(i.confidence),
    answers: byItem.get(i.id) ?? [],
  }));
}

export const resultsCsv = (rows: readonly ResultRow[]): string =>
  toCsv(rows, [
    { header: 'ref', value: (r) => r.ref },
    { header: 'answer', value: (r) => r.answer },
    { header: 'confidence', value: (r) => r.confidence },
    // every answer, in the order given, joined as one cell
    { header: 'answers', value: (r) => JSON.stringify(r.answers) },
  ]);

export const resultsJsonl = (rows: readonly ResultRow[]): string =>
  rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : '');
