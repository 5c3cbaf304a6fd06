import type { AdminAuditEntry } from '@mapato/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  emptyList,
  failing,
  hanging,
  withAdmin,
  inKiswahili,
} from '../../../stories/admin-story.tsx';
import { AuditScreen, type AuditSearch } from './audit-screen.tsx';

function Audit({ search: initial = {} }: { search?: AuditSearch }) {
  const [search, setSearch] = useState(initial);
  return <AuditScreen search={search} onSearch={setSearch} />;
}

const meta = {
  title: 'Console/Audit log',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: Audit,
  decorators: [withAdmin('audit')],
  beforeEach: asAdmin('ops'),
} satisfies Meta<typeof Audit>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every row says who, what, on which record, when, and its details; M-Pesa and the CLI by name. */
export const Newest: Story = {
  play: async ({ canvasElement }) => {
    const log = within(await within(canvasElement).findByRole('list', { name: 'Audit log' }));
    await expect(log.getAllByText('M-Pesa (automatic)').length).toBeGreaterThan(0);
    await expect(log.getAllByText('Command line').length).toBe(3);
    const approval = log.getByText('withdrawal.approve').closest('li')!;
    await expect(approval).toHaveTextContent('ops2@mapato.demo');
    await expect(approval).toHaveTextContent('needed2');
  },
};

const tripped: AdminAuditEntry = {
  id: 'guardtripped001',
  actor: 'guard',
  actorEmail: '',
  action: 'books.guard_tripped',
  target: 'solvency_guard',
  details: { held: 96_000, owed: 128_000, ratio: 0.75, min: 1, texted: 2 },
  created: '2026-11-27 09:05:00.000Z',
};

/** The solvency guard tripped and texted the admins (ADR 075): the row names it and the figures. */
export const GuardTripped: Story = {
  parameters: adminMocks(
    http.get(ADMIN.audit, () =>
      HttpResponse.json({ page: 1, perPage: 20, totalItems: 1, totalPages: 1, items: [tripped] }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const log = within(await within(canvasElement).findByRole('list', { name: 'Audit log' }));
    const row = log.getByText('books.guard_tripped').closest('li')!;
    await expect(row).toHaveTextContent('The solvency guard');
    await expect(row).toHaveTextContent('texted2');
  },
};

/** Filtered to one operator and a kind of action. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Audit log' });
    await userEvent.type(canvas.getByLabelText('Operator'), 'mpesa');
    await userEvent.type(canvas.getByLabelText('Action'), 'withdrawal.');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    // The list is replaced while the filtered page loads: wait for the new one, not for the old to go.
    await waitFor(() => {
      const log = within(canvas.getByRole('list', { name: 'Audit log' }));
      expect(log.getAllByRole('listitem')).toHaveLength(1);
      expect(log.getByText('withdrawal.disburse')).toBeInTheDocument();
    });
    await expect(canvas.queryByText('Command line')).not.toBeInTheDocument();
  },
};

export const BadDate: Story = {
  args: { search: { from: '2026-02-31' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('from must be a date, YYYY-MM-DD.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks(emptyList(ADMIN.audit)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No audit rows.')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.audit)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.audit)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Audit log' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const NewestInKiswahili: Story = inKiswahili(Newest);
export const GuardTrippedInKiswahili: Story = inKiswahili(GuardTripped);
export const FilteredInKiswahili: Story = inKiswahili(Filtered);
export const BadDateInKiswahili: Story = inKiswahili(BadDate);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
