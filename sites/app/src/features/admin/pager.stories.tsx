import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './pager.tsx';

const meta = {
  title: 'Console/Pager',
  component: Pager,
  args: { page: 1, totalPages: 1, totalItems: 1, noun: 'withdrawals', onPage: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneItem: Story = {
  play: async ({ canvasElement }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Pages of withdrawals' }));
    await expect(pages.getByText('Page 1 of 1 · 1 withdrawal')).toBeInTheDocument();
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const ManyPages: Story = {
  args: { page: 2, totalPages: 3, totalItems: 1234 },
  play: async ({ canvasElement, args }) => {
    const pages = within(canvasElement);
    await expect(pages.getByText('Page 2 of 3 · 1,234 withdrawals')).toBeInTheDocument();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};
