import { clientSignIn, getAdminPocketBase, getClientPocketBase, operatorSignIn } from '@mapato/client';
import { FOUR_EYES_MIN } from '@mapato/core';
import { DEMO_CLIENT, DEMO_OPERATORS } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asAdmin, inKiswahili, withAdmin } from '../../../stories/admin-story.tsx';
import { ClientsScreen } from './clients-screen.tsx';

const meta = {
  title: 'Admin/Clients',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: ClientsScreen,
  decorators: [withAdmin('clients')],
  beforeEach: asAdmin('ops'),
} satisfies Meta<typeof ClientsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const BIG = FOUR_EYES_MIN + 5_000;

/** ops records a transfer above the limit, then ops2 opens the console: the second pair of eyes. */
async function waitingForOps2() {
  const end = await asAdmin('ops')();
  const pb = getAdminPocketBase();
  const clients = await pb.send('/api/admin/clients', {});
  await pb.send(`/api/admin/clients/${clients.items[0].id}/deposits`, {
    method: 'POST',
    body: { amount: BIG, reference: 'EQ-2611-0042' },
  });
  pb.authStore.clear();
  const ops2 = DEMO_OPERATORS.find((o) => o.email.startsWith('ops2@'))!;
  await operatorSignIn(pb, ops2.email, ops2.password);
  return end;
}

const openMoney = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = within(await canvas.findByRole('list', { name: 'Clients' }));
  await userEvent.click(list.getByRole('button', { name: 'Money' }));
  return canvas;
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Clients' }));
    const row = list.getByText('Lugha Data Ltd').closest('li')!;
    await expect(row).toHaveTextContent('demo-client@mapato.test');
    await expect(row).toHaveTextContent('Balance KSh 1,820');
    // The demo client's three projects (a live check, a live text project and a draft).
    await expect(row).toHaveTextContent('3 projects');
  },
};

/** Found by a part of the e-mail, without case; a search that finds nobody says so. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Clients' });
    const box = canvas.getByRole('searchbox', { name: 'Find a client' });
    await userEvent.type(box, 'DEMO-CLIENT{enter}');
    await expect(await canvas.findByText('Lugha Data Ltd')).toBeVisible();
    await userEvent.clear(box);
    await userEvent.type(box, 'nobody-like-this{enter}');
    await expect(await canvas.findByText('No client matches “nobody-like-this”.')).toBeVisible();
  },
};

export const CreateClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('New client'));
    const form = within(canvas.getByRole('form', { name: 'New client' }));
    await userEvent.type(form.getByLabelText(/Organisation name/), 'Maji Research');
    await userEvent.type(form.getByLabelText(/E-mail/), 'maji@example.co.ke');
    await userEvent.type(form.getByLabelText(/Password/), 'short');
    await userEvent.click(form.getByRole('button', { name: 'Create client' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Client passwords need 10 to 255 characters.');
    await userEvent.type(form.getByLabelText(/Password/), '-but-longer-now');
    await userEvent.click(form.getByRole('button', { name: 'Create client' }));
    const list = within(canvas.getByRole('list', { name: 'Clients' }));
    await waitFor(() => expect(list.getByText('Maji Research')).toBeInTheDocument());
  },
};

/** Above the limit: the transfer waits, and its recorder cannot approve it (and is told why). */
export const RecordAboveTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openMoney(canvasElement);
    await expect(canvas.getByText(/a second admin must approve/)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Amount/), String(BIG));
    await userEvent.type(canvas.getByLabelText(/Bank reference/), 'EQ-2611-0042');
    await userEvent.click(canvas.getByRole('button', { name: 'Record transfer' }));
    const approve = await canvas.findByRole('button', { name: 'Approve' });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAccessibleDescription('You recorded this transfer: a different admin must approve it.');
  },
};

export const SecondAdminApproves: Story = {
  beforeEach: waitingForOps2,
  play: async ({ canvasElement }) => {
    const canvas = await openMoney(canvasElement);
    const approve = await canvas.findByRole('button', { name: 'Approve' });
    await expect(approve).toBeEnabled();
    await userEvent.click(approve);
    await waitFor(() => expect(canvas.getByText('No transfer is waiting for approval.')).toBeInTheDocument());
    await expect(canvas.getByText(/Balance KSh 26,820/)).toBeInTheDocument();
  },
};

/** The demo client asks for KSh 6,000 back (above the automatic limit): an admin's Approve sends it. */
async function refundWaiting() {
  const end = await asAdmin('ops')();
  const admin = getAdminPocketBase();
  const clients = await admin.send('/api/admin/clients', {});
  await admin.send(`/api/admin/clients/${clients.items[0].id}/deposits`, {
    method: 'POST',
    body: { amount: 10_000, reference: 'EQ-2611-0077' },
  });
  const client = getClientPocketBase();
  await clientSignIn(client, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await client.send('/api/client/refunds', { method: 'POST', body: { amount: 6_000 } });
  client.authStore.clear();
  return end;
}

export const RefundApproved: Story = {
  beforeEach: refundWaiting,
  play: async ({ canvasElement }) => {
    const canvas = await openMoney(canvasElement);
    const waiting = within(
      await canvas.findByRole('list', { name: 'Refunds to the client’s M-Pesa waiting for approval' }),
    );
    await expect(waiting.getByRole('listitem')).toHaveTextContent('KSh 6,000 to 0711 223 344');
    await expect(waiting.getByRole('listitem')).toHaveTextContent('approvals 0 of 1');
    await userEvent.click(waiting.getByRole('button', { name: 'Approve refund' }));
    await waitFor(() => expect(canvas.getByText('No refund is waiting for approval.')).toBeInTheDocument());
  },
};

export const SecondAdminOnAPhone: Story = {
  ...SecondAdminApproves,
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = await openMoney(canvasElement);
    const approve = await canvas.findByRole('button', { name: 'Approve' });
    // A thumb's target: at least 44 px high.
    await expect(approve.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Support: Story = {
  beforeEach: asAdmin('help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Support reads the list and is told who changes it; no form, no money buttons.
    await expect(await canvas.findByText(/Clients and their money are for admins/)).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Clients' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Money' })).toBeNull();
  },
};

export const ListInKiswahili: Story = inKiswahili(List);
export const SecondAdminInKiswahili: Story = inKiswahili(SecondAdminApproves);
export const SupportInKiswahili: Story = inKiswahili(Support);
