// `serve --demo`'s paid work (docs/decisions/060-demo-paid-work.md): the client Lugha Data Ltd and
// three live projects written for the demo, funded the honest way: a bank transfer in, then each
// project funded from the client's balance as any client's is (fundFromBalance), so the books add up
// from the first start and the demo members can answer at once. Runs once per database, in one
// transaction, claimed by a settings row: two instances starting together seed it once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CLIENT, quoteFor, toPbDate } from '@mapato/core';
import { baseLocale } from '@mapato/i18n';
import { newId, randomSecret } from '../../tools/ids.ts';
import { hashPassword } from '../../tools/password.ts';
import { creditSeedTransfer } from '../clients/deposits.ts';
import { workFeePercent } from '../clients/fee.ts';
import { fundFromBalance } from '../clients/funding.ts';
import type { Deps, Trx } from '../deps.ts';
import type { DemoProject } from './demo-work/demo-project.ts';
import { PICTURES } from './demo-work/pictures.ts';
import { SENTIMENT } from './demo-work/sentiment.ts';
import { TRANSLATIONS } from './demo-work/translations.ts';

const SEEDED_KEY = 'demo_work_seeded';
const IMAGES = join(import.meta.dirname, 'demo-work/images');
/** The bank transfer the demo client paid in: exactly what its three projects cost, so the
 * client's next project is funded by an M-Pesa prompt, the path the demo should show. */
const DEPOSIT_REF = 'BANK-TRF-LDL-2026-0001';
const OVERLAP = 3;
const MIN_LEVEL = 1;
const MIN_SECONDS = 2;

export const DEMO_PROJECTS: readonly DemoProject[] = [TRANSLATIONS, SENTIMENT, PICTURES];

/** What funding a project costs: its pay for every answer it can need, and the fee on that. */
export function demoProjectCost(project: DemoProject): { payTotal: number; fee: number } {
  // Priced by the quote every client gets, at the fee funding charges (MAPATO_WORK_FEE_PERCENT).
  const quote = quoteFor({ items: project.items.length, overlap: OVERLAP, pay: project.pay }, 0, workFeePercent());
  return { payTotal: quote.pay_total, fee: quote.fee };
}

export async function seedDemoWork(deps: Deps): Promise<{ seeded: boolean }> {
  const done = await deps.db.selectFrom('settings').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: false };
  // Hashed before the transaction: scrypt takes a moment and needs no lock.
  const passwordHash = await hashPassword(DEMO_CLIENT.password);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: SEEDED_KEY, value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return { seeded: false };
    const clientId = await createDemoClient(trx, passwordHash, now);
    const costs = DEMO_PROJECTS.map(demoProjectCost);
    const deposit = costs.reduce((sum, { payTotal, fee }) => sum + payTotal + fee, 0);
    await creditSeedTransfer(trx, { clientId, amount: deposit, reference: DEPOSIT_REF, actor: 'demo-seed' }, now);
    for (const project of DEMO_PROJECTS) await createLiveProject(trx, clientId, project, now);
    return { seeded: true };
  });
}

async function createDemoClient(trx: Trx, passwordHash: string, now: Date): Promise<string> {
  const at = toPbDate(now);
  const id = newId();
  await trx
    .insertInto('clients')
    .values({
      id,
      email: DEMO_CLIENT.email,
      email_key: DEMO_CLIENT.email.toLowerCase(),
      password_hash: passwordHash,
      token_key: randomSecret(50),
      name: DEMO_CLIENT.name,
      msisdn: DEMO_CLIENT.phone.replace('+', ''),
      balance: 0,
      ledger_seq: 0,
      locale: baseLocale,
      created: at,
      updated: at,
    })
    .execute();
  return id;
}

async function createLiveProject(trx: Trx, clientId: string, project: DemoProject, now: Date): Promise<void> {
  const at = toPbDate(now);
  const id = newId();
  await trx
    .insertInto('projects')
    .values({
      id,
      client_id: clientId,
      title: project.title,
      instructions: project.instructions,
      kind: project.kind,
      options: JSON.stringify(project.options),
      pay: project.pay,
      overlap: OVERLAP,
      min_level: MIN_LEVEL,
      language: project.language,
      min_seconds: MIN_SECONDS,
      min_accuracy: 70,
      status: 'draft',
      funded_pay: 0,
      fee: 0,
      reserve: 0,
      held: 0,
      spent: 0,
      released: 0,
      items: project.items.length,
      created: at,
      updated: at,
    })
    .execute();
  for (const [index, item] of project.items.entries()) {
    const image = item.image ? await storeImage(trx, id, item.image, at) : '';
    await trx
      .insertInto('work_items')
      .values({
        id: newId(),
        project_id: id,
        ref: item.ref,
        text: item.text,
        image,
        gold: item.gold,
        needed: OVERLAP,
        answers: 0,
        leased: 0,
        status: 'open',
        accepted_answer: '',
        confidence: '',
        position: index + 1,
        created: at,
      })
      .execute();
  }
  // Funded as any client's project is: from the balance, live with its whole pay as the reserve.
  if (!(await fundFromBalance(trx, clientId, id, 'demo-seed', now)))
    throw new Error(`demo seed: the deposit does not cover "${project.title}"`);
}

async function storeImage(trx: Trx, projectId: string, file: string, at: string): Promise<string> {
  const id = newId();
  const data = readFileSync(join(IMAGES, file));
  await trx
    .insertInto('work_images')
    .values({ id, project_id: projectId, type: 'image/png', data: data.toString('base64'), created: at })
    .execute();
  return id;
}
