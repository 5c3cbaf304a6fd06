// How answers are checked (ADR 055, after Toloka's control tasks and crowd-kit's weighted
// majority): how often a control item is given, how much a member's vote weighs, which answer
// wins, and the effective pay per hour a project is shown with. Pure: the caller brings the
// random number and the records.

/** Control items are given this often while a member is new to a project, then less. */
export const GOLD_RATE_NEW = 1 / 5;
export const GOLD_RATE_KNOWN = 1 / 20;
/** Answers on a project after which a member counts as known to it. */
export const GOLD_NEW_ANSWERS = 20;
/** Control answers before the accuracy cut-off applies. */
export const GOLD_MIN_FOR_CUT_OFF = 5;

export function goldProbability(answeredOnProject: number): number {
  return answeredOnProject < GOLD_NEW_ANSWERS ? GOLD_RATE_NEW : GOLD_RATE_KNOWN;
}

/** Whether the next item should be a control item; `random` in [0, 1). */
export function wantsGold(answeredOnProject: number, random: number): boolean {
  return random < goldProbability(answeredOnProject);
}

/** A member's control record on one project. */
export interface GoldRecord {
  answered: number;
  right: number;
}

/** A vote's weight: the smoothed control accuracy (right + 1) / (answered + 2), ½ for a newcomer. */
export function voteWeight(record: GoldRecord): number {
  return (record.right + 1) / (record.answered + 2);
}

/** Percent of control answers right, rounded down; null before any. */
export function goldAccuracy(record: GoldRecord): number | null {
  return record.answered === 0 ? null : Math.floor((record.right * 100) / record.answered);
}

/** True when a member's control accuracy is below the project's minimum (after enough control answers). */
export function belowCutOff(record: GoldRecord, minAccuracy: number): boolean {
  return record.answered >= GOLD_MIN_FOR_CUT_OFF && record.right * 100 < minAccuracy * record.answered;
}

export interface Vote {
  answer: string;
  weight: number;
}

export type Majority =
  { tie: false; winner: string; confidence: number } | { tie: true; answers: string[]; confidence: number };

/**
 * The weighted majority: the answer with the most weight wins; its confidence is its weight over
 * all the weight. Two or more answers with the top weight are a tie (confidence: the top share).
 */
export function weightedMajority(votes: readonly Vote[]): Majority {
  const totals = new Map<string, number>();
  let all = 0;
  for (const v of votes) {
    totals.set(v.answer, (totals.get(v.answer) ?? 0) + v.weight);
    all += v.weight;
  }
  const top = Math.max(...totals.values());
  // Weights are sums of fractions: compare with a tolerance so equal votes tie whatever the order.
  const leaders = [...totals].filter(([, w]) => Math.abs(w - top) < 1e-9).map(([a]) => a);
  const confidence = all > 0 ? top / all : 0;
  if (leaders.length !== 1) return { tie: true, answers: leaders.sort(), confidence };
  return { tie: false, winner: leaders[0]!, confidence };
}

/** Answers a project needs before its pay per hour is shown. */
export const PAY_PER_HOUR_MIN_ANSWERS = 5;

/** pay × answers an hour at the median answer time, in whole shillings; null below 5 answers. */
export function payPerHour(pay: number, secondsPerAnswer: readonly number[]): number | null {
  if (secondsPerAnswer.length < PAY_PER_HOUR_MIN_ANSWERS) return null;
  const sorted = [...secondsPerAnswer].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round((pay * 3600) / Math.max(median, 1));
}
