// The USSD menu (ADR 034). Africa's Talking keeps no state for us: each hop sends every input
// of the session joined by '*', so each answer replays the whole path from the home screen.
// That path holds the PIN, so the PIN segment is read only when it is the last input (the flow
// then ends) and nothing of `text` ever reaches an answer, an error or a log.
import { createHash } from 'node:crypto';
import type { Locale } from '@mapato/i18n';
import { checkAmount, replayAmount } from './amount.ts';
import { invalidChoice, screens } from './screens.ts';
import type { UssdMember, UssdServices } from './services.ts';

export interface UssdRequest {
  sessionId: string;
  /** '+2547…', as Africa's Talking sends it */
  phoneNumber: string;
  /** '' on the first hop, then every input joined by '*' */
  text: string;
  serviceCode: string;
}

const BACK = '0';
const HOME = '00';
const PIN = /^\d{4}$/;
const HISTORY_COUNT = 3;

type Step =
  | { at: 'home' }
  | { at: 'amount' }
  | { at: 'confirm'; amount: number }
  | { at: 'pin'; amount: number }
  | { at: 'history' }
  | { at: 'language' };

/** What one input does: go a screen deeper, show the same screen with an error, or end. */
type Move = { push: Step } | { error: string } | { end: () => Promise<string> };

interface Session {
  request: UssdRequest;
  services: UssdServices;
  member: UssdMember;
  locale: Locale;
}

/** The response body for one hop: 'CON …' or 'END …'. */
export async function answerUssd(request: UssdRequest, services: UssdServices): Promise<string> {
  let locale: Locale = 'en';
  try {
    const member = await services.findMember(request.phoneNumber);
    if (!member) return screens.join(services.site);
    locale = member.locale;
    return closedFor(member, services) ?? (await walk({ request, services, member, locale }));
  } catch (error) {
    services.onError?.(error);
    return screens.failed(locale);
  }
}

/** One key per session: a retried final hop replays the first withdrawal instead of paying twice. */
export function ussdIdempotencyKey(sessionId: string): string {
  // Hashed: a session id of any length or alphabet becomes a key the idempotency table accepts.
  return `ussd-${createHash('sha256').update(sessionId).digest('base64url')}`;
}

function closedFor(member: UssdMember, services: UssdServices): string | null {
  if (!member.verified) return screens.verifyPhone(member.locale, services.site);
  if (!member.hasPin) return screens.setPin(member.locale, services.site);
  if (member.lockedUntil && member.lockedUntil > services.now())
    return screens.locked(member.locale, member.lockedUntil, services.site);
  return null;
}

async function walk(session: Session): Promise<string> {
  const inputs = session.request.text === '' ? [] : session.request.text.split('*');
  const stack: Step[] = [{ at: 'home' }];
  let error: string | undefined;
  for (const [index, input] of inputs.entries()) {
    const last = index === inputs.length - 1;
    error = undefined;
    if (input === HOME) stack.splice(1);
    else if (input === BACK && stack.length > 1) stack.pop();
    else {
      const move = await next(stack.at(-1)!, input, last, session);
      if ('push' in move) stack.push(move.push);
      else if ('error' in move) error = move.error;
      // An ended session sends no more input: more means a forged request, and nothing of it is acted on.
      else return last ? await move.end() : screens.sessionEnded(session.locale);
    }
  }
  return show(stack.at(-1)!, error, session);
}

async function next(step: Step, input: string, last: boolean, session: Session): Promise<Move> {
  const { services, member, locale } = session;
  const invalid = { error: invalidChoice(locale) };
  switch (step.at) {
    case 'home':
      if (input === '1')
        return { end: async () => (await services.sendBalanceSms(member.id), screens.balanceSent(locale)) };
      if (input === '2') return { push: { at: 'amount' } };
      if (input === '3') return { push: { at: 'history' } };
      if (input === '4') return { push: { at: 'language' } };
      return invalid;
    case 'amount':
      return last ? amountNow(input, session) : amountReplayed(input, locale);
    case 'confirm':
      return input === '1' ? { push: { at: 'pin', amount: step.amount } } : invalid;
    case 'pin':
      return { end: () => finishWithdrawal(step.amount, input, session) };
    case 'history':
      return invalid;
    case 'language': {
      const chosen = ({ '1': 'en', '2': 'sw' } as const)[input];
      if (!chosen) return invalid;
      return { end: async () => (await services.setLocale(member.id, chosen), screens.languageSet(chosen)) };
    }
  }
}

/**
 * The hop where the amount is typed: every rule. A refusal that depends on the money ends the
 * flow, because a later hop could not replay it: after this session's own withdrawal, a retried
 * final hop would find less money and read the amount, then the PIN, as something else.
 */
async function amountNow(input: string, { services, member, locale }: Session): Promise<Move> {
  const check = checkAmount(input, await services.funds(member.id), locale);
  if (check.ok) return { push: { at: 'confirm', amount: check.amount } };
  if (check.fixed) return { error: check.problem };
  const problem = check.problem;
  return { end: async () => screens.amountRefused(problem) };
}

/** A later hop: only the rules that gave the same answer then, so the path replays as it was. */
function amountReplayed(input: string, locale: Locale): Move {
  const check = replayAmount(input, locale);
  return check.ok ? { push: { at: 'confirm', amount: check.amount } } : { error: check.problem };
}

async function finishWithdrawal(amount: number, pin: string, { request, services, member, locale }: Session) {
  if (!PIN.test(pin)) return screens.pinFormat(locale);
  const check = await services.checkPin(member.id, pin);
  if (check.result === 'wrong') return screens.pinWrong(locale, check.triesLeft);
  if (check.result === 'locked') return screens.locked(locale, check.until, services.site);
  const outcome = await services.withdraw(member.id, amount, ussdIdempotencyKey(request.sessionId));
  return outcome.ok
    ? screens.withdrawn(locale, outcome.amount, member.payoutNumber, outcome.waitsForApproval)
    : screens.withdrawRefused(locale, outcome.message);
}

async function show(step: Step, error: string | undefined, { services, member, locale }: Session) {
  switch (step.at) {
    case 'home':
      return screens.home(locale, error);
    case 'amount':
      return screens.amount(locale, error);
    case 'confirm':
      return screens.confirm(locale, step.amount, member.payoutNumber, error);
    case 'pin':
      return screens.pin(locale);
    case 'history':
      return screens.history(locale, await services.lastWithdrawals(member.id, HISTORY_COUNT), error);
    case 'language':
      return screens.language(locale, error);
  }
}
