// The solvency guard (ADR 073): while the business holds less than `min` times what it owes its
// members, it takes no new bond — nobody pays a fee for higher-paid work to a platform that could
// not pay out what its members have already earned. Payouts go on in order regardless.
import type { Queryable } from '../deps.ts';
import { readSolvency, type Solvency } from './solvency.ts';

export interface GuardState extends Solvency {
  /** MAPATO_SOLVENCY_MIN; 0 turns the guard off */
  min: number;
  bondsPaused: boolean;
}

export async function guardState(db: Queryable, min: number): Promise<GuardState> {
  const solvency = await readSolvency(db);
  return { ...solvency, min, bondsPaused: min > 0 && solvency.ratio !== null && solvency.ratio < min };
}

/** True while new bonds must be refused. */
export async function bondsPaused(db: Queryable, min: number): Promise<boolean> {
  return (await guardState(db, min)).bondsPaused;
}
