// What every client-screen story needs: a fresh QueryClient (no retries, so errors show at once),
// the toasts, the client screens' frame, and the demo client (Lugha Data Ltd) signed in on the
// in-memory mocks.
import { clientSignIn, clientSignOut, getClientPocketBase, projectsQueryOptions } from '@mapato/client';
import { demoStore, DEMO_CLIENT, handlers } from '@mapato/mocks';
import { Toaster } from '@mapato/ui';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { ClientLayout, type ClientSection } from '../features/client/client-layout.tsx';
import { ProjectScreen } from '../features/client/project-screen.tsx';

export { inKiswahili } from './screen-story.tsx';

export const withClient =
  (section?: ClientSection): Decorator =>
  (Story) => {
    const [client] = useState(
      () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    );
    return (
      <QueryClientProvider client={client}>
        {section ? (
          <ClientLayout section={section}>
            <Story />
          </ClientLayout>
        ) : (
          <Story />
        )}
        <Toaster position="top-right" />
      </QueryClientProvider>
    );
  };

/** beforeEach: the seed again, signed in as the demo client. */
export async function asClient() {
  demoStore.reset();
  const pb = getClientPocketBase();
  await clientSignIn(pb, DEMO_CLIENT.email, DEMO_CLIENT.password);
  return () => clientSignOut(pb);
}

/** The mocks with some endpoints replaced (MSW uses the first handler that matches). */
export const clientMocks = (...overrides: HttpHandler[]) => ({ msw: { handlers: [...overrides, ...handlers] } });

const API_ERROR = { status: 500, message: 'Something went wrong on our side. Please try again.', data: {} };

export const failing = (path: string) => http.get(path, () => HttpResponse.json(API_ERROR, { status: 500 }));

export const hanging = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const CLIENT = {
  projects: '/api/client/projects',
  project: '/api/client/projects/:id',
  keys: '/api/client/keys',
  ledger: '/api/client/ledger',
} as const;

/** A seeded project's page, found by the start of its title (the store's ids change on every reset). */
export function SeededProject({ title }: { title: string }) {
  const list = useQuery(projectsQueryOptions(getClientPocketBase())).data;
  const project = list?.find((p) => p.title.startsWith(title));
  return project ? <ProjectScreen id={project.id} /> : null;
}
