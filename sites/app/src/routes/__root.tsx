import { takeFlash, type TypedPocketBase } from '@mapato/client';

import { Button, toast } from '@mapato/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { getLocale, localizedHref, m } from '@mapato/i18n';

export interface RouterContext {
  queryClient: QueryClient;
  pb: TypedPocketBase;
}

// Radix's toast machinery is not needed to paint the first screen: it follows the app's first
// files. Toasts raised meanwhile wait in the kit's toast store and show when it lands. If it cannot
// be fetched (offline, before the service worker held it), the screen goes on without toasts
// rather than falling into the error screen.
const Toaster = lazy((): Promise<{ default: ComponentType<{ position?: 'top-right' | 'bottom-right' }> }> =>
  import('../lib/lazy-toaster.ts').catch(() => ({ default: () => null })),
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});

/** A screen that failed to draw (e.g. its code could not be fetched offline): say so in the
 * page's language and offer the one thing that helps, instead of the router's English default. */
function AppError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">{m.app_errorTitle()}</h1>
      <Button onClick={() => location.reload()}>{m.app_errorReload()}</Button>
    </main>
  );
}

function Root() {
  const { pathname } = useLocation();
  // 'Successfully Logged In' left by the public sign-in page, shown on the screen it led to.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash.message, { duration: flash.durationMs });
  }, []);
  return (
    <>
      {/* Each route's title (its `head`); React puts it in the document's <head>. */}
      <HeadContent />
      <Outlet />
      {/* Spec §2: toasts top right, bottom right on the Account screen. */}
      <Suspense fallback={null}>
        <Toaster position={pathname === '/account' ? 'bottom-right' : 'top-right'} />
      </Suspense>
    </>
  );
}

/** App paths the server hands us that no route matches (e.g. /ref/ without a name). */
function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => console.warn('Page not found:', pathname), [pathname]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{m.pageNotFound()}</h1>
      <Button asChild>
        <a href={localizedHref('/', getLocale())}>{m.returnHome()}</a>
      </Button>
    </main>
  );
}
