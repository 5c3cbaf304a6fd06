import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeMarkdown } from './safe-markdown.tsx';

const meta = {
  title: 'Kit/SafeMarkdown',
  component: SafeMarkdown,
  args: {
    source:
      'Read the **English** sentence and its *Kiswahili* translation.\n\n- Choose **Correct** when the meaning is the same.\n- Choose **Wrong** otherwise.\n\nSee [the style guide](https://example.org/style).',
  },
} satisfies Meta<typeof SafeMarkdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Instructions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the style guide' })).toHaveAttribute(
      'href',
      'https://example.org/style',
    );
  },
};

/** HTML in instructions is shown as the text it is. */
export const HtmlIsText: Story = {
  args: { source: 'Before <script>alert(1)</script> after' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(within(canvasElement).getByText('Before <script>alert(1)</script> after')).toBeVisible();
  },
};

export const InKiswahili: Story = {
  globals: { viewport: { value: 'mobile360' }, locale: 'sw' },
  args: { source: 'Soma ujumbe na uchague hisia yake: **Chanya**, **Wastani** au **Hasi**.\n\n1. Soma\n2. Chagua' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Chanya')).toBeVisible();
  },
};
