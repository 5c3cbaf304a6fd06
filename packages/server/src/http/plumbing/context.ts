// What every route registrar receives.
import type { Deps } from '../../domain/deps.ts';
import type { RateLimits } from './rate-limits.ts';
import type { RealtimeOptions } from '../routes/records/realtime.ts';
import type { SimSms } from '../../sms-sim/index.ts';

/**
 * What the M-Pesa callback route (payment-callbacks.ts) needs to know: set when payments are not
 * manual. Here, not beside the route, because the route reads it from this context (ADR 053).
 */
interface CallbackGate {
  token: string;
  /** null: from any address */
  allowedSourceIps: readonly string[] | null;
}

export interface HttpContext {
  deps: Deps;
  limits: RateLimits;
  realtime: RealtimeOptions;
  /** M-Pesa callbacks are taken only when payments are not manual */
  callbacks: CallbackGate | null;
  /** Africa's Talking: its callbacks' secret path (null: none taken) and, in simulator mode, its outbox */
  africasTalking: { callbackSecret: string | null; simulatorOutbox: (() => SimSms[]) | null; ussdCode: string | null };
  /** how long GET /api/levels/earnings keeps one answer, ms (docs/decisions/070-honest-upgrades.md) */
  levelEarningsCacheMs: number;
}
