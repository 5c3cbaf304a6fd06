import { projectQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { ProjectScreen } from '../../../features/client/project-screen.tsx';

export const Route = createFileRoute('/client/_signed-in/projects/$id')({
  loader: ({ context: { queryClient, client }, params }) => {
    void queryClient.prefetchQuery(projectQueryOptions(client.pb, params.id));
  },
  component: ProjectRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function ProjectRoute() {
  const { id } = Route.useParams();
  return <ProjectScreen id={id} />;
}
