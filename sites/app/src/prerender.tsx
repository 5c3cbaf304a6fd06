// The build's prerender of the member screens' HTML (ADR 027), run by scripts/prerender-shells.ts
// after `vite build`, once per language (ADR 031): the member frame, drawn for a member whose name
// is not known yet, around the screen's skeleton. The screen itself is left to the browser — a
// Suspense boundary that fails here on purpose, so React hydrates the frame and draws the screen
// into it (main.tsx).
import { groupThousands, kshText, LEVELS } from '@mapato/core';
import { localizedPath, m, setLocale, type Locale } from '@mapato/i18n';
import { levelLabel, StatCard, statValueClass } from '@mapato/ui';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { CLIENT_ONLY_DIGEST } from './lib/client-only.ts';
import { MEMBER_PATHS, MemberFrame } from './lib/member-frame.tsx';
import { figuresBeforeScript, type EarlyFigureWords } from './lib/figures-before-script.ts';
import { ScreenSkeleton } from './lib/screen-skeleton.tsx';
import { pageTitle } from './routes/-title.ts';

export type MemberPath = (typeof MEMBER_PATHS)[number];

/** The heading each screen draws first; Account's greets the member by name, so it has none here. */
const screenHeading = (screen: MemberPath): string | undefined =>
  ({
    '/dashboard': m.app_dashboardHeading(),
    '/tasks': m.app_tasksHeading(),
    '/profit': m.app_profitHeading(),
    '/account': undefined,
  })[screen];

/** The tab's name, as the screen's own route writes it once the app runs (routes/_member/*). */
const screenTitle = (screen: MemberPath): string =>
  ({
    '/dashboard': m.app_titleDashboard(),
    '/tasks': m.app_titleTasks(),
    '/profit': m.app_titleProfit(),
    '/account': m.app_titleAccount(),
  })[screen];

function DrawnInTheBrowser(): never {
  throw new Error('A member screen is drawn in the browser, with the member’s data.');
}

/** What one screen's page holds in a language: the HTML inside `#root`, and the tab's name. */
export interface MemberShell {
  /** The address the page is served at ('/tasks', '/sw/tasks'). */
  path: string;
  html: string;
  /** The tab's title, as the screen's route writes it ('Kazi | Mapato'). */
  title: string;
  /** An inline script to place right after `#root`, or ''. */
  script: string;
}

/** The HTML that goes inside `#root` for one member screen, in one language. */
export async function renderMemberShell(screen: MemberPath, locale: Locale): Promise<MemberShell> {
  // Messages read the language the static build set (the browser reads <html lang> instead).
  setLocale(locale, { reload: false });
  const path = localizedPath(screen, locale);
  // Only for links: they need a router to draw their href and whether they are the current page.
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
    basepath: locale === 'sw' ? '/sw' : '/',
  });
  const { prelude } = await prerender(
    <RouterContextProvider router={router}>
      <MemberFrame user={{}} pathname={screen} onLogout={() => {}}>
        <Suspense
          fallback={
            <ScreenSkeleton
              title={screenHeading(screen)}
              figures={screen === '/dashboard' ? <EarlyFigureCards /> : undefined}
            />
          }
        >
          <DrawnInTheBrowser />
        </Suspense>
      </MemberFrame>
    </RouterContextProvider>,
    { onError: () => CLIENT_ONLY_DIGEST },
  );
  return {
    path,
    html: await new Response(prelude).text(),
    title: pageTitle(screenTitle(screen)).meta[0]!.title,
    script: screen === '/dashboard' ? earlyFiguresScript() : '',
  };
}

/** The dashboard's four cards, loading, in the screen's order; the inline script fills them in. */
function EarlyFigureCards() {
  return (
    <>
      <StatCard label={m.app_accountLevel()} loading data-early-figure="level" />
      <StatCard label={m.app_balance()} loading data-early-figure="balance" />
      <StatCard label={m.app_bondPaid()} loading data-early-figure="investment" />
      <StatCard label={m.app_income()} loading data-early-figure="income" />
    </>
  );
}

/** The inline script that writes the head script's answer into those cards (ADR 043). */
function earlyFiguresScript(): string {
  const words: EarlyFigureWords = {
    levels: Object.fromEntries(LEVELS.map((l) => [String(l.level), levelLabel(l.level)])),
    missing: m.dateMissing(),
  };
  const args = [JSON.stringify(words), String(kshText), String(groupThousands), String(statValueClass)];
  const source = `(${String(figuresBeforeScript)})(${args.join(', ')});`;
  return `<script>${source.replaceAll('</', '<\\/')}</script>`;
}

export { MEMBER_PATHS };
