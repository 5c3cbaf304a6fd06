import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  asClient,
  CLIENT,
  clientMocks,
  failing,
  hanging,
  inKiswahili,
  withClient,
} from '../../stories/client-story.tsx';
import { ProjectsScreen } from './projects-screen.tsx';

const meta = {
  title: 'Client/Projects',
  tags: ['!autodocs'],
  component: ProjectsScreen,
  decorators: [withClient('projects')],
  beforeEach: asClient,
} satisfies Meta<typeof ProjectsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('link', { name: 'Check Kiswahili ↔ English translations' });
    const row = first.closest('li')!;
    await expect(within(row).getByText('Live')).toBeInTheDocument();
    await expect(within(row).getByText('KSh 1,320')).toBeInTheDocument();
    await expect(within(row).getByText('91 %')).toBeInTheDocument();
    await expect(within(row).getByText('KSh 310 an hour')).toBeInTheDocument();
    await expect(within(row).getByRole('progressbar', { name: 'Answers: 540 of 1200' })).toBeInTheDocument();
    await expect(canvas.getByText('Draft')).toBeInTheDocument();
    // The frame: the organisation and its balance.
    await expect(await canvas.findByText('Lugha Data Ltd')).toBeInTheDocument();
    await expect(canvas.getByText('Balance KSh 1,820')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: clientMocks(http.get(CLIENT.projects, () => HttpResponse.json({ items: [] }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No projects yet')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: clientMocks(hanging(CLIENT.projects)) };

export const Error: Story = {
  parameters: clientMocks(failing(CLIENT.projects)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

export const DefaultInKiswahili: Story = inKiswahili(Default);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const ErrorInKiswahili: Story = inKiswahili(Error);
