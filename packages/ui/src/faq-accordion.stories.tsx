import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { question: 'How do I upgrade my level?', answer: 'Use the Upgrade button on the Account page.' },
  { question: 'How do I get paid?', answer: 'Withdraw your earnings from the Wallet section to your M-Pesa number.' },
];

const meta = { title: 'Kit/FaqAccordion', component: FaqAccordion, args: { items } } satisfies Meta<
  typeof FaqAccordion
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'How do I upgrade my level?' });
    const second = canvas.getByRole('button', { name: 'How do I get paid?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithContactFooter: Story = {
  args: {
    defaultValue: 'faq-0',
    footer: (
      <p>
        Still have questions?{' '}
        <a href="/support" className="font-medium text-primary underline">
          Contact us
        </a>
      </p>
    ),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } }, args: { defaultValue: 'faq-1' } };
