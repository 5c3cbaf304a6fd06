// The build's prerender of the member screens' HTML (issue 11), run by scripts/prerender-shells.ts
// after `vite build`: the member frame, drawn for a member whose name is not known yet, around
// the screen's skeleton. The screen itself is left to the browser — a Suspense boundary that
// fails here on purpose, so React hydrates the frame and draws the screen into it (main.tsx).
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { CLIENT_ONLY_DIGEST } from './lib/client-only.ts';
import { MEMBER_PATHS, MemberFrame } from './lib/member-frame.tsx';
import { ScreenSkeleton } from './lib/screen-skeleton.tsx';

export type MemberPath = (typeof MEMBER_PATHS)[number];

/** The heading each screen draws first; Account's greets the member by name, so it has none here. */
const HEADINGS: Record<MemberPath, string | undefined> = {
  '/dashboard': 'Dashboard',
  '/tasks': 'Task Area',
  '/profit': 'Profit Overview',
  '/account': undefined,
};

function DrawnInTheBrowser(): never {
  throw new Error('A member screen is drawn in the browser, with the member’s data.');
}

/** The HTML that goes inside `#root` for one member screen. */
export async function renderMemberShell(pathname: MemberPath): Promise<string> {
  // Only for links: they need a router to draw their href and whether they are the current page.
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [pathname] }),
  });
  const { prelude } = await prerender(
    <RouterContextProvider router={router}>
      <MemberFrame user={{}} pathname={pathname} onLogout={() => {}}>
        <Suspense fallback={<ScreenSkeleton title={HEADINGS[pathname]} />}>
          <DrawnInTheBrowser />
        </Suspense>
      </MemberFrame>
    </RouterContextProvider>,
    { onError: () => CLIENT_ONLY_DIGEST },
  );
  return new Response(prelude).text();
}

export { MEMBER_PATHS };
