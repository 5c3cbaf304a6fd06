// POST /api/client/projects/{id}/close (ADR 055): no lease is given from the project again and its
// free reserve goes back to the client's balance now (project-money.ts); pay held for leases and
// answers awaiting a decision follows as each is decided.
import type { ProjectView } from '@mapato/protocol';
import { m, type Locale } from '@mapato/i18n';
import { badRequest } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { closeProjectMoney } from '../paid-work/project-money.ts';
import { clientActor } from './api-keys.ts';
import { ownProject, projectView } from './projects.ts';

export async function closeProject(
  deps: Deps,
  clientId: string,
  projectId: string,
  locale?: Locale,
): Promise<ProjectView> {
  const now = deps.now();
  await transact(deps, async (trx) => {
    await ownProject(trx, clientId, projectId);
    const released = await closeProjectMoney(trx, clientId, projectId, now);
    if (released === null) throw badRequest(m.paidWorkClosed({}, { locale }));
    // MERGE (lead): settle the answers still pending here with pw-member's
    // settlePendingOnClose(trx, projectId, now), in this transaction. NOT WIRED YET: until then a
    // pending answer keeps its pay held, and it goes to the client when that answer is decided.
    await audit(trx, clientActor(clientId), 'project.close', projectId, { released }, now);
  });
  return projectView(deps.db, await ownProject(deps.db, clientId, projectId));
}
