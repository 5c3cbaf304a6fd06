// Paid work's timings and counts (docs/decisions/055-paid-work.md), the server's and the mocks' alike:
// the lease, how many a member may hold at once (the item on screen and the next one fetched while
// they answer), and when an unreviewed text answer is accepted by itself (the server's
// MAPATO_WORK_AUTO_ACCEPT_HOURS, as Mechanical Turk's auto-approve; the mocks use the default).
export const LEASE_MS = 10 * 60 * 1000;
export const MAX_OPEN_LEASES = 2;
export const DEFAULT_AUTO_ACCEPT_HOURS = 72;
/** A member's latest assignments the history shows. */
export const WORK_HISTORY_SHOWN = 100;
