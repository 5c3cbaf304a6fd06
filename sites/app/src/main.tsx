import { getPocketBase } from '@mapato/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PocketBaseProvider } from './lib/pocketbase.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = createQueryClient();
const pb = getPocketBase();

const router = createRouter({
  routeTree,
  context: { queryClient, pb },
  defaultPreload: 'intent',
  // Loaders only start queries; TanStack Query decides freshness.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PocketBaseProvider value={pb}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </PocketBaseProvider>
  </StrictMode>,
);
