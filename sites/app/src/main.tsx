import { getPocketBase, seedEarlyUser } from '@mapato/client';
import { documentLocale } from '@mapato/i18n';
import { cn } from '@mapato/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CLIENT_ONLY_DIGEST } from './lib/client-only.ts';
import { AppInnerWrap } from './lib/member-chrome.tsx';
import { PocketBaseProvider } from './lib/pocketbase.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = createQueryClient();
const pb = getPocketBase();
// The member's record was asked for by the head script while this code downloaded.
seedEarlyUser(queryClient, pb);

function createAppRouter() {
  return createRouter({
    routeTree,
    // Kiswahili screens live under /sw/ (ADR 031): the page's language names the base, so every
    // link the app draws stays in the language the member chose.
    basepath: documentLocale() === 'sw' ? '/sw' : '/',
    context: { queryClient, pb },
    defaultPreload: 'intent',
    // Loaders only start queries; TanStack Query decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // The member frame sits around the routes, where the build prerendered it (ADR 027).
    InnerWrap: AppInnerWrap,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

function appWith(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <PocketBaseProvider value={pb}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </PocketBaseProvider>
    </StrictMode>
  );
}

const root = document.getElementById('root')!;
// The app starts in steps, each its own task, so no one stretch keeps a slow phone from answering
// a tap (ADR 028: these stretches were the dashboard's blocking time). Loading the code, building
// the router, resolving the route, preparing the kit's class merging (its first use builds its
// tables, a long stretch inside the first render) and drawing are separate; React draws in a
// transition, in slices of a few milliseconds.
void (async () => {
  await yieldToBrowser();
  const router = createAppRouter();
  // The server sent this screen's prerendered frame (scripts/prerender-shells.ts): the route is
  // resolved first, so the first render is the frame the HTML holds, and React adopts it instead
  // of drawing it again. Anything else (the console, a screen whose page is not prerendered) is
  // drawn afresh over the skeleton.
  const hydrate = root.dataset.shell === location.pathname;
  if (hydrate) {
    await yieldToBrowser();
    await router.load();
  }
  await yieldToBrowser();
  // The kit's class merging builds its tables on first use: here, not inside the first render.
  cn('p-0');
  await yieldToBrowser();
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, appWith(router), {
        onRecoverableError: (error) => {
          if ((error as { digest?: string }).digest !== CLIENT_ONLY_DIGEST) console.error(error);
        },
      });
    } else {
      createRoot(root).render(appWith(router));
    }
  });
  whenIdle(loadServiceWorkerRegistration);
})();

/** The service worker's registration, the public site's file (docs/decisions/023), asked for once
 * the app has started: on a first visit its startup and precache download otherwise competed with
 * the screen for the phone's processor and line (ADR 028). */
function loadServiceWorkerRegistration() {
  const script = document.createElement('script');
  script.src = '/register-sw.js';
  script.async = true;
  document.head.append(script);
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 2000);
}

/** A new task: the work before (the app's code starting, the route resolving) ends its own, so
 * no one stretch keeps the phone from answering a tap. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
