import type { TypedPocketBase } from '@mapato/client';
import { MESSAGES } from '@mapato/core';
import { Button, Toaster } from '@mapato/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

export interface RouterContext {
  queryClient: QueryClient;
  pb: TypedPocketBase;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  notFoundComponent: NotFound,
});

function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <Outlet />
      {/* Spec §2: toasts top right, bottom right on the Account screen. */}
      <Toaster position={pathname === '/account' ? 'bottom-right' : 'top-right'} />
    </>
  );
}

/** App paths the server hands us that no route matches (e.g. /ref/ without a name). */
function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => console.warn('Page not found:', pathname), [pathname]);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">{MESSAGES.pageNotFound}</h1>
      <Button asChild>
        <a href="/">{MESSAGES.returnHome}</a>
      </Button>
    </main>
  );
}
