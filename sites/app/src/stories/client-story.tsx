// What every client-screen story needs: a fresh QueryClient (no retries, so errors show at once),
// the toasts, the client screens' frame, and the demo client (Lugha Data Ltd) signed in on the
// in-memory mocks.
import { clientSignIn, clientSignOut, getClientPocketBase, projectsQueryOptions } from '@mapato/client';
import { demoStore, DEMO_CLIENT } from '@mapato/mocks';
import type { Decorator } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { ClientLayout, type ClientSection } from '../features/client/client-layout.tsx';
import { ProjectScreen } from '../features/client/project-screen.tsx';
import { withScreen } from './screen-story.tsx';

export { failing, hanging, inKiswahili, mocksWith as clientMocks } from './screen-story.tsx';

/** The screen in the client frame of `section` (none: the screen alone), with toasts and a fresh QueryClient. */
export const withClient = (section?: ClientSection): Decorator =>
  withScreen(
    'top-right',
    section ? ({ children }) => <ClientLayout section={section}>{children}</ClientLayout> : undefined,
  );

/** beforeEach: the seed again, signed in as the demo client. */
export async function asClient() {
  demoStore.reset();
  const pb = getClientPocketBase();
  await clientSignIn(pb, DEMO_CLIENT.email, DEMO_CLIENT.password);
  return () => clientSignOut(pb);
}

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
