import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

export const DefaultInKiswahili: Story = inKiswahili(Default);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
