import { clientSignOut, getClientPocketBase } from '@mapato/client';
import { demoStore, DEMO_CLIENT } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inKiswahili, withClient } from '../../stories/client-story.tsx';
import { ClientLoginScreen } from './login-screen.tsx';

const meta = {
  title: 'Client/Sign in',
  tags: ['!autodocs'],
  component: ClientLoginScreen,
  decorators: [withClient()],
  beforeEach: () => {
    demoStore.reset();
    clientSignOut(getClientPocketBase());
  },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof ClientLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), DEMO_CLIENT.email);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), DEMO_CLIENT.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
    // The client's session is kept apart from a member's and an operator's.
    await expect(localStorage.getItem('pb_client_auth')).toContain(DEMO_CLIENT.email);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), DEMO_CLIENT.email);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to authenticate.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** In Kiswahili on a 360 px phone: the client signs in. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ingia kwenye miradi yako' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Barua pepe'), DEMO_CLIENT.email);
    await userEvent.type(canvas.getByLabelText(/^(Password|Nenosiri)$/), DEMO_CLIENT.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingia' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};

export const WrongPasswordInKiswahili: Story = inKiswahili(WrongPassword);
