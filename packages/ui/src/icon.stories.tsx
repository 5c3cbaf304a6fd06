import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './button.tsx';
import { Icon, ICONS, type IconName } from './icon.tsx';

const meta = {
  title: 'Kit/Icon',
  component: Icon,
  args: { name: 'close' },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the kit, each decorative beside its name. */
export const AllIcons: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {(Object.keys(ICONS) as IconName[]).map((name) => (
        <li key={name} className="flex items-center gap-2 text-sm">
          <Icon name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** An icon-only button: the icon's label is its name. */
export const IconOnlyButton: Story = {
  args: { name: 'refresh', label: 'Refresh' },
  render: (args) => (
    <Button variant="ghost" size="icon">
      <Icon {...args} />
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  },
};

/** Beside visible text the icon is decoration. */
export const BesideText: Story = {
  render: () => (
    <Button variant="ghost">
      <Icon name="menu" />
      Menu
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { name: 'chevron-down', className: 'size-4 text-muted-foreground' } };
