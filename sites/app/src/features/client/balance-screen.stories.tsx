import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { asClient, CLIENT, clientMocks, failing, inKiswahili, withClient } from '../../stories/client-story.tsx';
import { BalanceScreen } from './balance-screen.tsx';

const meta = {
  title: 'Client/Balance',
  tags: ['!autodocs'],
  component: BalanceScreen,
  decorators: [withClient('balance')],
  beforeEach: asClient,
} satisfies Meta<typeof BalanceScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('list', { name: 'Balance history' });
    const rows = within(history).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Project funded');
    await expect(rows[0]).toHaveTextContent('−KSh 300');
    await expect(rows[0]).toHaveTextContent('Balance after: KSh 1,820');
    await expect(rows.at(-1)).toHaveTextContent('+KSh 5,000');
  },
};

export const Empty: Story = {
  parameters: clientMocks(http.get(CLIENT.ledger, () => HttpResponse.json({ items: [] }))),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing has moved yet')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: clientMocks(failing(CLIENT.ledger)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The client sends part of its balance to its own M-Pesa number: the balance drops at once, then M-Pesa pays. */
export const Refund: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Send your balance to M-Pesa' });
    await expect(form).toHaveTextContent('0711 223 344');
    await userEvent.type(within(form).getByLabelText(/Amount/), '820');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to M-Pesa' }));
    const refunds = await canvas.findByRole('list', { name: 'Refunds to M-Pesa' });
    await expect(await within(refunds).findByText(/Paid: M-Pesa receipt Q/, {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByText('Refunded to you')).toBeInTheDocument();
  },
};

/** More than the balance: the server's sentence under the field, and nothing moves. */
export const RefundTooMuch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Send your balance to M-Pesa' });
    await userEvent.type(within(form).getByLabelText(/Amount/), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Send to M-Pesa' }));
    await expect(await within(form).findByText('Your balance is KSh 1,820: ask for at most that.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Refunds to M-Pesa' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

export const DefaultInKiswahili: Story = inKiswahili(Default);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
