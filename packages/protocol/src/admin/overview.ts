// What GET /api/admin/overview, /api/admin/guard and /api/admin/settings answer (docs/decisions/020,
// 075): types only, so the server that computes the figures, the mocks that fake them and the
// console that shows them name one shape (docs/decisions/050); the console imports them type-only.

/** How many and how much (KSh). */
export interface AdminCountAmount {
  count: number;
  amount: number;
}

export interface AdminPeriodFigures {
  bondsReceived: AdminCountAmount;
  payoutsSent: AdminCountAmount;
  newMembers: number;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  asOf: string;
  /** what members' balances add up to: money the business owes */
  owed: number;
  payouts: Record<'approval' | 'pending' | 'processing' | 'review', AdminCountAmount>;
  bondsInReview: AdminCountAmount;
  today: AdminPeriodFigures;
  thisMonth: AdminPeriodFigures;
  /**
   * From the double-entry books (ADR 073): owed to members (balances and withdrawals on their way)
   * against what is held on M-Pesa and in the bank; below `min` new bonds are refused.
   */
  solvency: AdminSolvency;
}

/** The overview's `solvency`, and GET /api/admin/guard alone (the console's banner on every page, ADR 075). */
export interface AdminSolvency {
  owed: number;
  held: number;
  /** held / owed; null when nothing is owed */
  ratio: number | null;
  /** MAPATO_SOLVENCY_MIN; 0 when the guard is off */
  min: number;
  bondsPaused: boolean;
}

export type AdminMpesaMode = 'manual' | 'simulator' | 'daraja';

/** GET /api/admin/settings (KSh amounts) */
export interface AdminSettings {
  mpesaMode: AdminMpesaMode;
  autoPayoutMax: number;
  fourEyesMin: number;
  dailyLimit: number;
  minWithdrawal: number;
}
