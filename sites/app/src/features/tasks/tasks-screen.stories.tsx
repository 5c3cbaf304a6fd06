import { dayLimitRefusal, WORK_API } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** Paid work: one item, answered after reading it; the history says what became of it. */
export const PaidWorkAnswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByText('Send answer')).closest<HTMLElement>('[data-slot="work-item-card"]')!;
    await expect(within(card).getByText(/when accepted/)).toBeVisible();
    // The mocks refuse an answer sooner than the project's 2 seconds, as the server does.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const first = within(card).queryAllByRole('radio')[0] ?? within(card).queryAllByRole('checkbox')[0];
    if (first) await userEvent.click(first);
    else await userEvent.type(within(card).getByRole('textbox'), 'Jibu');
    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    await expect(await canvas.findByRole('heading', { name: 'Your last answers' })).toBeVisible();
    await expect(await canvas.findByText(/^Answers today:/)).toBeVisible();
  },
};

/**
 * Three quick answers on a 360 px phone: one status that each answer replaces, not three toasts
 * stacked over the next item; it still says what became of the last answer and why.
 */
export const ThreeQuickAnswers: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (let n = 0; n < 3; n++) {
      const card = await canvas
        .findByText('Send answer')
        .then((b) => b.closest<HTMLElement>('[data-slot="work-item-card"]')!);
      const shown = card.textContent;
      const first = within(card).queryAllByRole('radio')[0] ?? within(card).queryAllByRole('checkbox')[0];
      if (first) await userEvent.click(first);
      else await userEvent.type(within(card).getByRole('textbox'), 'Jibu');
      await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
      // The next item has come (the answer was told), before the next quick answer.
      await waitFor(() =>
        expect(canvas.getByText('Send answer').closest('[data-slot="work-item-card"]')?.textContent).not.toBe(shown),
      );
    }
    // The mocks, like the server, refuse an answer sooner than the project's 2 seconds, unpaid.
    const toasts = () => [...canvasElement.ownerDocument.querySelectorAll('[data-slot="toast"]')];
    await waitFor(() => expect(toasts().at(-1)).toHaveTextContent(m.app_workRefused()));
    await expect(toasts()).toHaveLength(1);
    await expect(toasts()[0]).toHaveTextContent(m.paidWork_reasonTooFast());
  },
};

/** Nothing to do: the server's honest reason, never made-up tasks. */
export const PaidWorkNone: Story = {
  parameters: mocksWith(
    http.get(`${WORK_API}/next`, () =>
      HttpResponse.json({ status: 404, message: dayLimitRefusal(4), data: {} }, { status: 404 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('paid-work-empty');
    await expect(empty).toHaveTextContent('No paid work for your level right now');
    await expect(empty).toHaveTextContent(dayLimitRefusal(4));
    await expect(within(empty).getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

/** In Kiswahili on a phone: the heading, Paid work and the one-time tasks, nothing wider than 360 px. */
export const InKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Eneo la Kazi' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kazi za kulipwa' })).toBeInTheDocument();
    await expect(await canvas.findByText(/^Majibu ya leo:/)).toBeInTheDocument();
    await canvas.findAllByRole('button', { name: 'Tuma jibu' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const EmptyInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  parameters: mocksWith(
    http.get(PATHS.tasks, () => HttpResponse.json({ tasks: [], perDay: 4, doneToday: 0, remaining: 4 })),
    http.get(`${WORK_API}/next`, () =>
      HttpResponse.json({ status: 404, message: 'Hakuna kazi', data: {} }, { status: 404 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hakuna kazi kwa sasa')).toBeInTheDocument();
    await expect(await canvas.findByText('Hakuna kazi ya kulipwa kwa kiwango chako kwa sasa')).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
