// `serve --mpesa manual|simulator|daraja` (ADR 018): what the server's payments are wired to.
// simulator starts the Daraja simulator in this process, so a fresh machine has the whole money
// loop; daraja reads MAPATO_DARAJA_* (config.ts reports every problem at once).
import { formatKsh } from '@mapato/core';
import type { PaymentsOptions } from '../app.ts';
import { DEFAULT_SIM_SWAP_DAYS, SIM_SWAP_MODES, simulatedSimSwap } from '../domain/payments/sim-swap.ts';
import {
  DEFAULT_AUTO_PAYOUT_MAX,
  DEFAULT_FOUR_EYES_MIN,
  DEFAULT_PHONE_CHANGE_HOLD_HOURS,
  DEFAULT_SOLVENCY_MIN,
  isMpesaMode,
  MPESA_MODES,
  type PaymentTimings,
} from '../domain/payments/settings.ts';
import { darajaConfigFromEnv, generateCallbackToken } from '../mpesa/index.ts';
import { startDarajaSimulator, type DarajaSimulator } from '../mpesa-sim/index.ts';
import { parseHostPort, type ParsedArgs } from './args.ts';

export interface PaymentsSetup {
  options: PaymentsOptions;
  simulator: DarajaSimulator | null;
  /** lines for the console: the mode and where the simulated phone is */
  banner: string[];
}

/** The in-process simulator answers at once; this only bounds a call to it. */
const SIMULATOR_CALL_TIMEOUT_MS = 10_000;

type Env = Readonly<Record<string, string | undefined>>;

export async function paymentsFromArgs(
  args: ParsedArgs,
  listen: { host: string; port: number },
  env: Env = process.env,
  /** simulator only: where it keeps its float between starts (mpesa-sim/memory.ts) */
  simulatorMemory?: string,
): Promise<PaymentsSetup> {
  const raw = typeof args.options.mpesa === 'string' ? args.options.mpesa : (env.MAPATO_MPESA ?? 'manual');
  if (!isMpesaMode(raw)) throw new Error(`--mpesa expects one of ${MPESA_MODES.join(', ')}, got "${raw}"`);
  const autoPayoutMax = shillingsFromEnv('MAPATO_AUTO_PAYOUT_MAX', env, DEFAULT_AUTO_PAYOUT_MAX);
  const fourEyesMin = shillingsFromEnv('MAPATO_FOUR_EYES_MIN', env, DEFAULT_FOUR_EYES_MIN);
  const phoneChangeHoldHours = phoneChangeHoldFromEnv(env);
  const solvencyMin = solvencyMinFromEnv(env);
  const limit = `payouts up to ${formatKsh(autoPayoutMax)} go out automatically`;
  if (raw === 'manual') {
    return {
      options: { mode: 'manual', autoPayoutMax, fourEyesMin, phoneChangeHoldHours, solvencyMin },
      simulator: null,
      banner: ['M-Pesa: manual (operators confirm bonds and send payouts)'],
    };
  }
  if (raw === 'daraja') {
    const config = darajaConfigFromEnv(env);
    return {
      options: {
        mode: 'daraja',
        simSwap: simSwapFromEnv(env),
        autoPayoutMax,
        fourEyesMin,
        phoneChangeHoldHours,
        solvencyMin,
        timings: paymentTimingsFromEnv(env, config.timeoutMs),
        daraja: { config },
      },
      simulator: null,
      banner: [`M-Pesa: Daraja at ${config.baseUrl}; ${limit}`],
    };
  }
  // Checked before the simulator starts, so a mistake leaves nothing running.
  const timings = paymentTimingsFromEnv(env, SIMULATOR_CALL_TIMEOUT_MS);
  const simAt =
    typeof args.options['mpesa-sim-http'] === 'string' ? parseHostPort(args.options['mpesa-sim-http']) : null;
  const simulator = await startDarajaSimulator({
    host: simAt?.host ?? '127.0.0.1',
    port: simAt?.port ?? 0,
    phoneDelayMs: phoneDelay(args.options['phone-delay']),
    // The simulated prompt lasts as long as the server expects M-Pesa's to (ADR 045).
    promptTimeoutMs: timings.stkQueryAfterMs,
    memoryFile: simulatorMemory,
  });
  const callbackToken = generateCallbackToken();
  const host = listen.host === '0.0.0.0' || listen.host === '::' ? '127.0.0.1' : listen.host;
  const config = simulator.clientConfig({
    callbackBaseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${listen.port}`,
    callbackToken,
    timeoutMs: SIMULATOR_CALL_TIMEOUT_MS,
  });
  return {
    options: {
      mode: 'simulator',
      simSwap: simSwapFromEnv(env),
      autoPayoutMax,
      fourEyesMin,
      phoneChangeHoldHours,
      solvencyMin,
      timings,
      daraja: { config },
    },
    simulator,
    banner: [
      `M-Pesa: simulator (${limit}); the member's phone: ${simulator.url}/`,
      '  prompts are accepted after 2 s; 0700 001 032 cancels, 0700 002 001 wrong PIN, 0700 000 001 not enough money',
    ],
  };
}

/**
 * MAPATO_SIM_SWAP=simulator turns on the check before a first payout to a number (ADR 034): the
 * simulator's numbers ending in 0999 had their SIM changed yesterday. MAPATO_SIM_SWAP_DAYS is the
 * window (default 3). Off unless set.
 */
export function simSwapFromEnv(env: Env): PaymentsOptions['simSwap'] {
  const mode = env.MAPATO_SIM_SWAP?.trim() || 'off';
  if (!(SIM_SWAP_MODES as readonly string[]).includes(mode))
    throw new Error(`MAPATO_SIM_SWAP expects one of ${SIM_SWAP_MODES.join(', ')}, got "${mode}"`);
  if (mode === 'off') return undefined;
  const raw = env.MAPATO_SIM_SWAP_DAYS?.trim();
  const days = raw ? Number(raw) : DEFAULT_SIM_SWAP_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > 90)
    throw new Error(`MAPATO_SIM_SWAP_DAYS must be whole days from 1 to 90, got "${raw}"`);
  return { check: simulatedSimSwap(() => new Date()), days };
}

/**
 * MAPATO_PHONE_CHANGE_HOLD_HOURS (ADR 036): for this many hours after the account's phone changed,
 * its payouts wait for an operator (default 24; 0 turns the hold off, at most a week).
 */
export function phoneChangeHoldFromEnv(env: Env): number {
  const raw = env.MAPATO_PHONE_CHANGE_HOLD_HOURS?.trim();
  if (raw === undefined || raw === '') return DEFAULT_PHONE_CHANGE_HOLD_HOURS;
  const hours = Number(raw);
  if (!Number.isInteger(hours) || hours < 0 || hours > 168)
    throw new Error(`MAPATO_PHONE_CHANGE_HOLD_HOURS must be whole hours from 0 to 168, got "${raw}"`);
  return hours;
}

/** MAPATO_SOLVENCY_MIN: held / owed below which new bonds are refused; 0 turns the guard off. */
export function solvencyMinFromEnv(env: Env): number {
  const raw = env.MAPATO_SOLVENCY_MIN?.trim();
  if (raw === undefined || raw === '') return DEFAULT_SOLVENCY_MIN;
  const ratio = Number(raw);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 10)
    throw new Error(`MAPATO_SOLVENCY_MIN must be a ratio from 0 to 10 (1.0: hold what is owed), got "${raw}"`);
  return ratio;
}

/** Whole shillings from the environment, or the default when unset. */
export function shillingsFromEnv(name: string, env: Env, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be whole shillings (0 or more), got "${raw}"`);
  return value;
}

/**
 * The payments worker's pace where the defaults (DEFAULT_TIMINGS) do not suit, e.g. a process test:
 * MAPATO_PAYMENTS_POLL_MS, MAPATO_PAYMENTS_LEASE_SECONDS (payouts and STK payments alike) and
 * MAPATO_PAYOUT_RESULT_WAIT_SECONDS (a B2C with no result this long is asked about) and
 * MAPATO_STK_PROMPT_SECONDS (how long M-Pesa's prompt lasts: an unanswered one is asked about with STK
 * Query this long after the push, then every quarter of it up to 15 s; ADR 045). A lease must
 * outlast a Daraja call, or another worker could take a row whose request is still on its way.
 */
export function paymentTimingsFromEnv(env: Env, darajaTimeoutMs: number): Partial<PaymentTimings> {
  const timings: Partial<PaymentTimings> = {};
  const problems: string[] = [];
  const read = (
    key: 'pollMs' | 'leaseMs' | 'resultWaitMs' | 'stkQueryAfterMs',
    name: string,
    min: number,
    max: number,
    toMs: number,
  ) => {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return;
    const value = Number(raw);
    if (Number.isFinite(value) && value >= min && value <= max) timings[key] = Math.round(value * toMs);
    else problems.push(`${name} must be a number from ${min} to ${max}, got "${raw}"`);
  };
  read('pollMs', 'MAPATO_PAYMENTS_POLL_MS', 10, 60_000, 1);
  read('leaseMs', 'MAPATO_PAYMENTS_LEASE_SECONDS', 1, 3600, 1000);
  read('resultWaitMs', 'MAPATO_PAYOUT_RESULT_WAIT_SECONDS', 0.1, 3600, 1000);
  read('stkQueryAfterMs', 'MAPATO_STK_PROMPT_SECONDS', 1, 600, 1000);
  if (timings.stkQueryAfterMs !== undefined)
    timings.stkQueryEveryMs = Math.min(15_000, Math.max(1_000, Math.round(timings.stkQueryAfterMs / 4)));
  if (timings.leaseMs !== undefined && timings.leaseMs <= darajaTimeoutMs)
    problems.push(
      `MAPATO_PAYMENTS_LEASE_SECONDS must be longer than a Daraja call may take (${darajaTimeoutMs / 1000} s, MAPATO_DARAJA_TIMEOUT_SECONDS)`,
    );
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return timings;
}

export function phoneDelay(raw: string | true | undefined): number | 'off' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'off') return 'off';
  const ms = Number(raw);
  if (raw === true || !Number.isInteger(ms) || ms < 0)
    throw new Error('--phone-delay expects milliseconds or "off", e.g. --phone-delay 500');
  return ms;
}
