// The three demo members (docs/product.md#demo-accounts) used by the server's --demo seed and by the front-end
// mocks, so a demo login works the same against either.

export interface DemoAccount {
  username: string;
  name: string;
  email: string;
  password: string;
  /** E.164 Kenyan mobile. */
  phone: string;
  level: number;
  /** Whole shillings. */
  balance: number;
  /** The language stored on the account: Kiswahili projects are offered to 'sw' members (ADR 055). */
  locale: 'en' | 'sw';
}

/** Every demo member's USSD PIN (ADR 034): their phones are seeded verified, so the USSD menu
 * can be tried at once through the simulator (/_sim/ussd). */
export const DEMO_USSD_PIN = '2580';

// Levels 1, 2 and 5 with small, medium and large balances, so the upgrade prompt (level 1),
// a balance just above the withdrawal minimum and a large one can all be shown.
export const DEMO_ACCOUNTS: readonly Readonly<DemoAccount>[] = Object.freeze([
  Object.freeze({
    username: 'amina',
    name: 'Amina Wanjiru',
    email: 'amina@mapato.demo',
    password: 'demo-amina-2026',
    phone: '+254712345678',
    level: 1,
    balance: 1_600,
    locale: 'en',
  }),
  Object.freeze({
    username: 'brian',
    name: 'Brian Otieno',
    email: 'brian@mapato.demo',
    password: 'demo-brian-2026',
    phone: '+254722000111',
    level: 2,
    balance: 12_480,
    locale: 'en',
  }),
  Object.freeze({
    username: 'wanjiku',
    name: 'Wanjiku Kamau',
    email: 'wanjiku@mapato.demo',
    password: 'demo-wanjiku-2026',
    phone: '+254110234567',
    level: 5,
    balance: 86_250,
    // Kiswahili, so the demo's Kiswahili paid work has a member to show it to.
    locale: 'sw',
  }),
]);

/**
 * The demo's client (docs/decisions/060-demo-paid-work.md): an organisation that has paid for the
 * seeded projects, signing in at /client. Operators create real clients; nobody signs up as one.
 */
export const DEMO_CLIENT = Object.freeze({
  email: 'demo-client@mapato.test',
  password: 'demo-client-2026',
  name: 'Lugha Data Ltd',
  /** E.164 Kenyan mobile: where the client's M-Pesa prompts go. */
  phone: '+254722000100',
});
