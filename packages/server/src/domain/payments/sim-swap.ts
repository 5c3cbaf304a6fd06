// SIM swap before payouts (ADR 034): the usual way money is stolen from an M-Pesa user
// is a new SIM for their number. Before the first B2C to a number, the payments worker asks
// whether its SIM changed within the window; if so, the payout waits for a person (review), who
// can reach the member another way. Off unless configured (MAPATO_SIM_SWAP).
//
// Behind an interface: Africa's Talking's SIM-swap insight and Safaricom's checkATI answer this for
// real; the simulator's answer makes the path testable and visible under `npm start`.

export interface SimSwapCheck {
  /** true when the SIM behind `msisdn` (2547…) changed after `since` */
  swappedSince(msisdn: string, since: Date): Promise<boolean>;
}

export const SIM_SWAP_MODES = ['off', 'simulator'] as const;

/** Payouts to a number whose SIM changed within this many days wait for a person. */
export const DEFAULT_SIM_SWAP_DAYS = 3;

/** The simulator's numbers ending in this had their SIM changed yesterday; every other none. */
export const SIM_SWAPPED_SUFFIX = '0999';

export function simulatedSimSwap(now: () => Date): SimSwapCheck {
  return {
    async swappedSince(msisdn, since) {
      if (!msisdn.endsWith(SIM_SWAPPED_SUFFIX)) return false;
      const swapped = new Date(now().getTime() - 24 * 3_600_000);
      return swapped > since;
    },
  };
}
