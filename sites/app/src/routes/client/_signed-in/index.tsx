import { projectsQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { ProjectsScreen } from '../../../features/client/projects-screen.tsx';

export const Route = createFileRoute('/client/_signed-in/')({
  loader: ({ context: { queryClient, client } }) => {
    void queryClient.prefetchQuery(projectsQueryOptions(client.pb));
  },
  component: ProjectsScreen,
  // The loader names client-screen code: it is fetched with the screen, never with the member app.
  codeSplitGroupings: [['loader', 'component']],
});
