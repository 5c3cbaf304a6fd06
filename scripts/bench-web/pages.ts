// What `pnpm bench:web` measures: each page with its JavaScript budget and the element whose
// appearance means the page is usable (issue 11: /login's form within 6 s on Slow 3G, a signed-in
// dashboard's figures within 8 s).
import { m } from '@mapato/i18n';
import type { Page } from 'playwright';

export interface BenchPage {
  path: string;
  label: string;
  signedIn: boolean;
  budgetKb?: number;
  /** Seconds on Slow 3G within which `usable` must show. */
  slow3gBudgetS?: number;
  lighthouse: boolean;
  usable(page: Page): Promise<unknown>;
}

const visible = { state: 'visible' } as const;
const sw = { locale: 'sw' } as const;

export const PAGES: BenchPage[] = [
  {
    path: '/',
    label: '/ (visitor)',
    signedIn: false,
    budgetKb: 25,
    lighthouse: true,
    usable: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(visible),
  },
  {
    path: '/login',
    label: '/login',
    signedIn: false,
    budgetKb: 100,
    slow3gBudgetS: 6,
    lighthouse: true,
    usable: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(visible),
  },
  {
    path: '/signup',
    label: '/signup',
    signedIn: false,
    lighthouse: true,
    usable: (page) => page.getByRole('button', { name: 'Sign Up' }).waitFor(visible),
  },
  {
    path: '/dashboard',
    label: '/dashboard (member)',
    signedIn: true,
    slow3gBudgetS: 8,
    lighthouse: true,
    // The figures: the Balance card with its amount, not a spinner.
    usable: (page) => page.getByText('Balance', { exact: true }).first().waitFor(visible),
  },
  {
    path: '/',
    label: '/ (member)',
    signedIn: true,
    lighthouse: false,
    usable: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(visible),
  },
  // The same pages in Kiswahili (issue 12: the language layer may add at most 3 KB to any page).
  {
    path: '/sw/',
    label: '/sw/ (visitor)',
    signedIn: false,
    budgetKb: 28,
    lighthouse: true,
    usable: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(visible),
  },
  {
    path: '/sw/login',
    label: '/sw/login',
    signedIn: false,
    budgetKb: 103,
    slow3gBudgetS: 6,
    lighthouse: true,
    usable: (page) => page.getByRole('button', { name: m.web_signIn({}, sw) }).waitFor(visible),
  },
  {
    path: '/sw/dashboard',
    label: '/sw/dashboard (member)',
    signedIn: true,
    slow3gBudgetS: 8,
    lighthouse: true,
    usable: (page) => page.getByText(m.app_balance({}, sw), { exact: true }).first().waitFor(visible),
  },
];
