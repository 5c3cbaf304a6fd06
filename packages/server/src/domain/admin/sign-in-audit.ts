// Every operator sign-in, successful or not, leaves an audit row: who tried (the operator when the
// e-mail names one), from where, and how it ended. Never the password.
import { audit, clip } from '../security/audit.ts';
import type { Deps } from '../deps.ts';

export type SignInOutcome = 'ok' | 'wrong-password' | 'unknown' | 'locked';

export async function auditAdminSignIn(
  deps: Deps,
  attempt: { operatorId: string; identity: string; ip: string; outcome: SignInOutcome },
): Promise<void> {
  await audit(
    deps.db,
    attempt.operatorId,
    attempt.outcome === 'ok' ? 'superuser.sign-in' : 'superuser.sign-in.failed',
    attempt.operatorId,
    { email: clip(attempt.identity.trim().toLowerCase(), 255), ip: attempt.ip, outcome: attempt.outcome },
    deps.now(),
  );
}

/** A client's sign-in, as an operator's: a client's account holds money too (ADR 057). */
export async function auditClientSignIn(
  deps: Deps,
  attempt: { clientId: string; identity: string; ip: string; outcome: SignInOutcome },
): Promise<void> {
  const actor = attempt.clientId ? `client:${attempt.clientId}` : '';
  await audit(
    deps.db,
    actor,
    attempt.outcome === 'ok' ? 'client.sign-in' : 'client.sign-in.failed',
    attempt.clientId,
    { email: clip(attempt.identity.trim().toLowerCase(), 255), ip: attempt.ip, outcome: attempt.outcome },
    deps.now(),
  );
}
