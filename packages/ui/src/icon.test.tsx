import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Icon, ICONS } from './icon.tsx';

describe('Icon', () => {
  it('is decoration without a label: hidden from screen readers, the text beside it names the button', () => {
    render(
      <Button>
        <Icon name="menu" />
        Menu
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    const svg = button.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names an icon-only button with its label', () => {
    render(
      <Button size="icon" variant="ghost">
        <Icon name="close" label="Close" />
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the named icon and lets the caller’s classes win', () => {
    const { container } = render(<Icon name="chevron-down" className="size-4 text-muted-foreground" />);
    const svg = container.querySelector('svg')!;
    expect(svg.querySelector('path')).toHaveAttribute('d', ICONS['chevron-down']);
    expect(svg).toHaveClass('size-4', 'text-muted-foreground');
    expect(svg).not.toHaveClass('size-5');
  });
});
