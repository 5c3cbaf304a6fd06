// POST /api/client/projects/{id}/close (ADR 055): no lease is given from the project again and its
// free reserve goes back to the client's balance now (project-money.ts); answers already given are
// decided (paid-work/settle.ts), and pay held for open leases follows as each is answered or lapses.
import type { ProjectView } from '@mapato/protocol';
import { alreadyClosedRefusal } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { badRequest } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { closeProjectMoney } from '../paid-work/project-money.ts';
import { settlePendingOnClose } from '../paid-work/settle.ts';
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
    // Answers already given are decided first, with what is there (paid-work/settle.ts): the same
    // lock order as a member answering, so the two cannot deadlock on PostgreSQL.
    await settlePendingOnClose(trx, projectId, now);
    const released = await closeProjectMoney(trx, clientId, projectId, now);
    if (released === null) throw badRequest(alreadyClosedRefusal(locale));
    await audit(trx, clientActor(clientId), 'project.close', projectId, { released }, now);
  });
  return projectView(deps.db, await ownProject(deps.db, clientId, projectId));
}
