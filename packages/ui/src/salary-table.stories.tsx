import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SalaryTable } from './salary-table.tsx';

const meta = { title: 'Kit/SalaryTable', component: SalaryTable } satisfies Meta<typeof SalaryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Salary Structure' })).toHaveTextContent('KSh 75,600,000');
    await expect(
      canvas.getByText(/^Daily pay is up to the figures shown: it depends on paid work being available/),
    ).toBeVisible();
  },
};

/** A phone: each level stacks into its seven figures, all on screen, nothing to scroll sideways. */
export const OnPhoneStacks: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Salary Structure' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const top = within(within(region).getByRole('rowheader', { name: 'City Partner' }).closest('tr')!);
    const annual = top.getByRole('cell', { name: 'Annual, up to KSh 75,600,000' });
    await expect(within(annual).getByText('Annual, up to')).toBeVisible();
    await expect(within(annual).getByText('KSh 75,600,000')).toBeVisible();
    await expect(annual.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
  },
};
