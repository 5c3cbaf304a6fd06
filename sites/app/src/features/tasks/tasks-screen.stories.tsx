import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  expectNoSidewaysScroll,
  failing,
  hanging,
  KISWAHILI_PHONE,
  mocksWith,
  PATHS,
  signInAs,
  withScreen,
  inKiswahili,
} from '../../stories/screen-story.tsx';
import { TasksScreen } from './tasks-screen.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Screens/Tasks',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: TasksScreen,
  decorators: [withScreen()],
  beforeEach: signInAs('amina'),
} satisfies Meta<typeof TasksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('heading', { name: 'Join Telegram group' })).closest<HTMLElement>(
      '[data-slot="task-card"]',
    )!;
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Complete' }));
    // The product's toast, and what it earned.
    const toast = (await within(document.body).findByText(m.taskCompleted())).closest('li')!;
    await expect(toast).toHaveTextContent('+KSh 20 added to your balance');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('button', { name: 'Mark as Complete' });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Loading: Story = { parameters: mocksWith(hanging(PATHS.tasks)) };

export const Empty: Story = {
  parameters: mocksWith(
    http.get(PATHS.tasks, () => HttpResponse.json({ tasks: [], perDay: 4, doneToday: 0, remaining: 4 })),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tasks right now')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: mocksWith(failing(PATHS.tasks)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** In Kiswahili on a phone: the heading, the day's count and the empty day, nothing wider than 360 px. */
export const InKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Kazi za kila siku' })).toBeInTheDocument();
    const count = (_: string, node: Element | null) =>
      node?.tagName === 'P' && /^Kazi zilizobaki leo: \d+ \/ \d+ kwa siku$/.test(node.textContent ?? '');
    await expect(await canvas.findByText(count)).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const EmptyInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  parameters: mocksWith(
    http.get(PATHS.tasks, () => HttpResponse.json({ tasks: [], perDay: 4, doneToday: 0, remaining: 4 })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hakuna kazi kwa sasa')).toBeInTheDocument();
    await expect(canvas.getByText('Rudi kesho upate kazi mpya za kila siku.')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
