// The owners take the books' money out of the bank: held falls to nothing while members are still
// owed their balances, the way a business that spends its members' money becomes insolvent. For
// the tests of the solvency guard and the public page's notice (ADR 073).
import { postTransfer, transferOf } from '../../src/domain/books/post.ts';
import { readSolvency } from '../../src/domain/books/solvency.ts';
import type { TestServer } from './test-server.ts';

export async function ownersDrawEverything(t: TestServer): Promise<void> {
  const { held } = await readSolvency(t.server.deps.db);
  const drawing = transferOf('float_move', 'owners drew', t.server.deps.now(), {
    debit: 'owner_equity',
    credit: 'bank',
    amount: held,
  });
  await t.server.db.kysely.transaction().execute((trx) => postTransfer(trx, drawing));
}
