import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaCanvas, useCaptcha } from './captcha-canvas.tsx';

/** mulberry32, so the drawn image is the same on every run (visual review, screenshots). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const meta = {
  title: 'Kit/CaptchaCanvas',
  component: CaptchaCanvas,
  args: { code: 'K7QCWD', onRefresh: fn(), random: seeded(2024) },
} satisfies Meta<typeof CaptchaCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InitialCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Verification code image' });
    await expect(image.getAttribute('aria-label')).not.toContain(args.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** "Spell it out" shows the code as spaced text for a screen reader, announced politely. */
export const SpelledOut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Spell it out' }));
    await expect(canvas.getByText(/K 7 Q C W D/)).toBeVisible();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

/** Wired to useCaptcha the way the sign-up screen holds the code. */
export const WithUseCaptcha: Story = {
  render: function Render(args) {
    const { code, refresh } = useCaptcha();
    return <CaptchaCanvas {...args} code={code} onRefresh={refresh} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(canvas.getByRole('img', { name: 'Verification code image' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
