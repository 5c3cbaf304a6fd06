// What `pnpm bench:web` measures: each page with its JavaScript budget and what makes it usable.
// A form is usable when its submit button can be pressed — enabled, and on sign-up with the code's
// picture drawn — not when it is visible (ADR 043): /login within 6 s and /signup within 7 s on
// Slow 3G with the CPU slowed 4×, a signed-in dashboard's figures within 8 s.
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
  usable(page: Page, wait: Wait): Promise<unknown>;
  /** When the page's own script is live (a press made before it is finished then). */
  live?(page: Page, wait: Wait): Promise<unknown>;
}

interface Wait {
  timeout: number;
}

const visible = { state: 'visible' } as const;
const sw = { locale: 'sw' } as const;

/** A visible, enabled submit button with this text; on sign-up also a drawn code picture. */
function pressable(name: string, captcha = false) {
  return (page: Page, wait: Wait) =>
    page.waitForFunction(
      ([text, withCaptcha]) => {
        const button = [...document.querySelectorAll<HTMLButtonElement>('form button[type=submit]')].find(
          (b) => b.textContent?.trim() === text,
        );
        if (!button || button.disabled || !button.checkVisibility()) return false;
        if (!withCaptcha) return true;
        // Drawn: some pixel of the form's canvas is not transparent.
        const canvas = button.form?.querySelector('canvas');
        const pixels = canvas?.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
        return pixels !== undefined && pixels.some((value, i) => i % 4 === 3 && value > 0);
      },
      [name, captcha] as const,
      { polling: 100, ...wait },
    );
}

/** The form's island is hydrated: Astro drops the `ssr` attribute once its component is live. */
const formLive = (page: Page, wait: Wait) =>
  page
    .locator('astro-island:not([ssr]) form[aria-label]')
    .first()
    .waitFor({ state: 'attached', ...wait });

/** A dashboard's figures: the Balance card (named by its label) showing an amount. */
function figures(balance: string) {
  return (page: Page, wait: Wait) =>
    page
      .getByRole('region', { name: balance, exact: true })
      .getByText(/KSh/)
      .first()
      .waitFor({ ...visible, ...wait });
}

/** The member app has drawn the dashboard itself: its Refresh button is there. */
function appLive(refresh: string) {
  return (page: Page, wait: Wait) =>
    page
      .getByRole('button', { name: refresh, exact: true })
      .first()
      .waitFor({ ...visible, ...wait });
}

export const PAGES: BenchPage[] = [
  {
    path: '/',
    label: '/ (visitor)',
    signedIn: false,
    budgetKb: 25,
    lighthouse: true,
    usable: (page, wait) =>
      page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ ...visible, ...wait }),
  },
  {
    path: '/login',
    label: '/login',
    signedIn: false,
    budgetKb: 100,
    slow3gBudgetS: 6,
    lighthouse: true,
    usable: pressable('Sign in'),
    live: formLive,
  },
  {
    path: '/signup',
    label: '/signup',
    signedIn: false,
    slow3gBudgetS: 7,
    lighthouse: true,
    usable: pressable('Sign Up', true),
    live: formLive,
  },
  {
    path: '/dashboard',
    label: '/dashboard (member)',
    signedIn: true,
    slow3gBudgetS: 8,
    lighthouse: true,
    // The figures: the Balance card with its amount (its label alone is in the first bytes).
    usable: figures(m.app_balance()),
    live: appLive(m.app_refresh()),
  },
  {
    path: '/',
    label: '/ (member)',
    signedIn: true,
    lighthouse: false,
    usable: (page, wait) =>
      page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ ...visible, ...wait }),
  },
  // The same pages in Kiswahili (ADR 031: the language layer may add at most 3 KB to any page).
  {
    path: '/sw/',
    label: '/sw/ (visitor)',
    signedIn: false,
    budgetKb: 28,
    lighthouse: true,
    usable: (page, wait) =>
      page
        .getByRole('heading', { level: 1 })
        .first()
        .waitFor({ ...visible, ...wait }),
  },
  {
    path: '/sw/login',
    label: '/sw/login',
    signedIn: false,
    budgetKb: 103,
    slow3gBudgetS: 6,
    lighthouse: true,
    usable: pressable(m.web_signIn({}, sw)),
    live: formLive,
  },
  {
    path: '/sw/signup',
    label: '/sw/signup',
    signedIn: false,
    slow3gBudgetS: 7,
    lighthouse: false,
    usable: pressable(m.web_signupSubmit({}, sw), true),
    live: formLive,
  },
  {
    path: '/sw/dashboard',
    label: '/sw/dashboard (member)',
    signedIn: true,
    slow3gBudgetS: 8,
    lighthouse: true,
    usable: figures(m.app_balance({}, sw)),
    live: appLive(m.app_refresh({}, sw)),
  },
];
