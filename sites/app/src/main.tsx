import { getPocketBase, seedEarlyUser } from '@mapato/client';
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

const router = createRouter({
  routeTree,
  context: { queryClient, pb },
  defaultPreload: 'intent',
  // Loaders only start queries; TanStack Query decides freshness.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // The member frame sits around the routes, where the build prerendered it (issue 11).
  InnerWrap: AppInnerWrap,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const app = (
  <StrictMode>
    <PocketBaseProvider value={pb}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PocketBaseProvider>
  </StrictMode>
);

const root = document.getElementById('root')!;
// The server sent this screen's prerendered frame (scripts/prerender-shells.ts): the route is
// resolved first, so the first render is the frame the HTML holds, and React adopts it instead of
// drawing it again. Anything else (the console, a member screen offline from the service worker's
// copy of /dashboard) is drawn afresh over the skeleton.
// In a transition, React draws in slices of a few milliseconds and lets the phone answer taps in
// between: one long draw was most of the dashboard's blocking time on a slow phone (issue 11).
if (root.dataset.shell === location.pathname) {
  void yieldToBrowser()
    .then(() => router.load())
    .then(yieldToBrowser)
    .then(() =>
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => {
            if ((error as { digest?: string }).digest !== CLIENT_ONLY_DIGEST) console.error(error);
          },
        });
      }),
    );
} else {
  const fresh = createRoot(root);
  startTransition(() => fresh.render(app));
}

/** A new task: the work before (the app's code starting, the route resolving) ends its own, so
 * no one stretch keeps the phone from answering a tap. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
