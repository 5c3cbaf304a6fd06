import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { asClient, CLIENT, clientMocks, failing, inKiswahili, withClient } from '../../stories/client-story.tsx';
import { KeysScreen } from './keys-screen.tsx';

const meta = {
  title: 'Client/API keys',
  tags: ['!autodocs'],
  component: KeysScreen,
  decorators: [withClient('keys')],
  beforeEach: asClient,
} satisfies Meta<typeof KeysScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A key is shown once with Copy and a plain warning, listed by its start, and revoked. */
export const CreateAndRevoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No keys yet')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Key name'), 'Nightly upload');
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }));
    const shown = await canvas.findByRole('alert');
    await expect(shown).toHaveTextContent('This is the only time it is shown.');
    await expect(within(shown).getByText(/^mpk_/)).toBeInTheDocument();
    await expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'I have kept it' }));
    await waitFor(() => expect(canvas.queryByText(/^mpk_[A-Za-z0-9]{20,}/)).not.toBeInTheDocument());
    await expect(canvas.getByText('Never used')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke Nightly upload' }));
    await expect(await canvas.findByText(/^Revoked /)).toBeInTheDocument();
  },
};

export const NoName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }));
    await expect(await canvas.findByText(/Name the key/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: clientMocks(failing(CLIENT.keys)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

export const CreateAndRevokeInKiswahili: Story = {
  ...inKiswahili(CreateAndRevoke),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Jina la ufunguo'), 'Programu');
    await userEvent.click(canvas.getByRole('button', { name: 'Unda ufunguo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Hii ndiyo mara pekee unaonyeshwa.');
  },
};
export const ErrorInKiswahili: Story = inKiswahili(Error);
