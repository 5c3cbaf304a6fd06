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
    await expect(canvas.getByText('Figures are estimates and may vary.')).toBeVisible();
  },
};

export const OnPhoneScrollsInItsRegion: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Salary Structure' });
    // Wider than the phone, yet only the region scrolls: the page keeps its width.
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    region.focus();
    await expect(region).toHaveFocus();
  },
};
