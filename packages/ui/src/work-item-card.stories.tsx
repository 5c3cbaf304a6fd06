import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WorkItemCard, type WorkItemCardWork } from './work-item-card.tsx';

const choice: WorkItemCardWork = {
  project: {
    title: 'Check Kiswahili translations',
    instructions: 'Choose **Correct** when the meaning is the same.\n\n- *Wrong* when anything is missing.',
    kind: 'choice',
    options: ['Correct', 'Wrong'],
    pay: 2,
    pay_per_hour: 360,
  },
  item: { text: 'Water is life.\n→ Maji ni uhai.', image: '' },
};

const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#2563eb"/></svg>',
)}`;

const labels: WorkItemCardWork = {
  project: {
    ...choice.project,
    title: 'Label small pictures',
    kind: 'labels',
    options: ['Animal', 'Vehicle', 'Person'],
  },
  item: { text: '', image: picture },
};

const text: WorkItemCardWork = {
  project: { ...choice.project, title: 'Translate', kind: 'text', options: [], pay: 5, pay_per_hour: null },
  item: { text: 'The clinic opens at eight.', image: '' },
};

const meta = {
  title: 'Kit/WorkItemCard',
  component: WorkItemCard,
  args: { work: choice, onAnswer: fn(), onSkip: fn() },
} satisfies Meta<typeof WorkItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One choice: Send waits until an option is chosen. */
export const Choice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pays KSh 2 when accepted · about KSh 360 an hour')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Wrong' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('Wrong');
  },
};

export const Labels: Story = {
  args: { work: labels },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'The picture to answer about' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Person' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Animal' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(['Animal', 'Person']);
  },
};

export const Text: Story = {
  args: { work: text },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your answer' }), 'Kliniki hufunguliwa saa mbili.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('Kliniki hufunguliwa saa mbili.');
  },
};

/** The instructions are a tap away. */
export const Instructions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Instructions'));
    await expect(canvas.getByText('Correct', { selector: 'strong' })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Skip' })).toBeDisabled();
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'mobile360' } } };

export const InKiswahili: Story = {
  globals: { viewport: { value: 'mobile360' }, locale: 'sw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inalipa KSh 2 likikubaliwa · takriban KSh 360 kwa saa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ruka' })).toBeVisible();
    await expect(canvas.getByText('Maelekezo')).toBeVisible();
  },
};
