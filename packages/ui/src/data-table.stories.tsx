import { formatKsh } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DataTable,
  RegistrationsTable,
  WithdrawalsTable,
  type RegistrationRow,
  type WithdrawalRow,
} from './data-table.tsx';

const withdrawals: WithdrawalRow[] = [
  { id: 'w1', amount: 1500, created: '2026-03-02 09:15:00.000Z', disbursed: true, processing: false, declined: false },
  { id: 'w2', amount: 25000, created: '2026-03-01 18:40:00.000Z', disbursed: false, processing: true, declined: false },
  { id: 'w3', amount: 2000, created: '2026-02-27 07:05:00.000Z', disbursed: false, processing: false, declined: true },
  { id: 'w4', amount: 1000, created: '', disbursed: false, processing: false, declined: false },
  { id: 'w5', amount: 1200, created: 'not a date', disbursed: false, processing: false, declined: false },
];

const registrations: RegistrationRow[] = [
  { id: 'r1', level: 2, amount: 3000, mpesa_ref: 'QGH7XK2LMN', processing: false, declined: false },
  { id: 'r2', level: 3, amount: 10000, mpesa_ref: '', processing: true, declined: false },
  { id: 'r3', level: 4, amount: 26000, mpesa_ref: 'QGJ1AB3CDE', processing: false, declined: true },
];

const meta = {
  title: 'Kit/DataTable',
  component: WithdrawalsTable,
  args: { rows: withdrawals },
} satisfies Meta<typeof WithdrawalsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Generic: Story = {
  render: () => (
    <DataTable
      caption="Today's tasks"
      columns={[
        { header: 'Task', rowHeader: true, cell: (t: { title: string; reward: number }) => t.title },
        { header: 'Reward', cell: (t) => formatKsh(t.reward) },
      ]}
      rows={[
        { title: 'Share referral link', reward: 100 },
        { title: 'Join Telegram group', reward: 20 },
      ]}
      rowKey={(t) => t.title}
    />
  ),
};

export const RecentWithdrawals: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent Withdrawals' });
    await expect(table).toHaveTextContent('KSh 25,000');
    await expect(table).toHaveTextContent('Invalid Date');
    await expect(table).toHaveTextContent('N/A');
  },
};

export const WithdrawalsEmpty: Story = { args: { rows: [] } };
export const WithdrawalsLoading: Story = { args: { loading: true } };

export const RegistrationHistory: Story = {
  render: () => <RegistrationsTable rows={registrations} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Registration History' });
    await expect(table).toHaveTextContent('QGH7XK2LMN');
    await expect(table).toHaveTextContent('N/A');
  },
};

export const RegistrationsEmpty: Story = { render: () => <RegistrationsTable rows={[]} /> };

/** Within the phone's width and not cut off by a scrolling box around it. */
async function expectOnScreen(el: HTMLElement) {
  const box = el.getBoundingClientRect();
  const region = el.closest<HTMLElement>('[data-slot="data-table"]')!.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(Math.max(0, region.left));
  await expect(box.right).toBeLessThanOrEqual(Math.min(el.ownerDocument.documentElement.clientWidth, region.right));
}

/** A phone: every row stacks into its values, each under its column's name; Status is always on screen. */
export const DashboardTablesOnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  render: () => (
    <div className="flex flex-col gap-4">
      <WithdrawalsTable rows={withdrawals} />
      <RegistrationsTable rows={registrations} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Recent Withdrawals', 'Registration History']) {
      const table = canvas.getByRole('table', { name });
      // The header row is for screen readers only (drawn 1 px small); each value shows its column instead.
      await expect(within(table).getAllByRole('columnheader')).not.toHaveLength(0);
      await expect(table.querySelector('thead')!.getBoundingClientRect().height).toBeLessThanOrEqual(1);
      const rows = [...table.querySelectorAll<HTMLElement>('tbody tr')];
      for (const row of rows) {
        // Every value under its column's name.
        for (const cell of within(row).getAllByRole('cell')) await expect(cell.firstElementChild).toBeVisible();
        await expect(within(row).getByText('Status')).toBeVisible();
        const badge = row.querySelector<HTMLElement>('[data-slot="status-badge"]')!;
        await expect(badge).toBeVisible();
        await expectOnScreen(badge);
      }
    }
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

/** A wide screen: a real table, its column names once in the header row. */
export const DashboardTablesOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: DashboardTablesOnPhone.render,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent Withdrawals' });
    await expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeVisible();
    const [, first] = within(table).getAllByRole('row');
    await expect(within(first!).queryByText('Status')).not.toBeVisible();
    await expect(within(first!).getByText('Completed')).toBeVisible();
  },
};
