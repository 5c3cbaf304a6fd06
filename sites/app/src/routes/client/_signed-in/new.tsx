import { createFileRoute } from '@tanstack/react-router';
import { NewProjectScreen } from '../../../features/client/new-project-screen.tsx';

export const Route = createFileRoute('/client/_signed-in/new')({ component: NewProjectScreen });
