import { getAdminPocketBase, operatorSignOut } from '@mapato/client';
import { demoStore, DEMO_OPERATORS } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdmin, inKiswahili } from '../../stories/admin-story.tsx';
import { AdminLoginScreen } from './login-screen.tsx';

const meta = {
  title: 'Console/Sign in',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: AdminLoginScreen,
  decorators: [withAdmin()],
  beforeEach: () => {
    demoStore.reset();
    operatorSignOut(getAdminPocketBase());
  },
  args: { onSignedIn: fn() },
} satisfies Meta<typeof AdminLoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const [ops] = DEMO_OPERATORS;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), ops!.email);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), ops!.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
    // The operator's session is kept apart from a member's.
    await expect(getAdminPocketBase().authStore.isSuperuser).toBe(true);
    await expect(localStorage.getItem('pb_admin_auth')).toContain(ops!.email);
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail'), ops!.email);
    await userEvent.type(canvas.getByLabelText('Password', { exact: true }), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to authenticate.');
    await expect(canvas.getByLabelText('Password', { exact: true })).toHaveValue('');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };

/** In Kiswahili on a 360 px phone: an operator signs in, nothing wider than the screen. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ingia kwenye kituo cha wafanyakazi' })).toBeInTheDocument();
    await expect(canvas.getByText('Wafanyakazi wa Mapato')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Kuingia kwa mfanyakazi' })).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.type(canvas.getByLabelText('Barua pepe'), ops!.email);
    await userEvent.type(canvas.getByLabelText(/^(Password|Nenosiri)$/), ops!.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingia' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalled());
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const WrongPasswordInKiswahili: Story = inKiswahili(WrongPassword);
