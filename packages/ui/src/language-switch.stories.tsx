import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch.tsx';

// No story follows the link: it is a full page load, which would leave the story.
const meta = {
  title: 'Kit/LanguageSwitch',
  component: LanguageSwitch,
  args: { currentPath: '/login' },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On an English page: Kiswahili, in Kiswahili, leading to the page's /sw/ twin. */
export const OnEnglishPage: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Change language: Kiswahili' });
    await expect(link).toHaveTextContent('Kiswahili');
    await expect(link).toHaveAttribute('href', '/sw/login');
    await expect(link).toHaveAttribute('hreflang', 'sw');
    await expect(link).toHaveAttribute('hreflang', 'sw');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** On a Kiswahili page: English, in English, leading back to the English page. */
export const OnKiswahiliPage: Story = {
  globals: { locale: 'sw' },
  args: { currentPath: '/sw/login' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Badilisha lugha: English' });
    await expect(link).toHaveTextContent('English');
    await expect(link).toHaveAttribute('href', '/login');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link).toHaveAttribute('hreflang', 'en');
  },
};
