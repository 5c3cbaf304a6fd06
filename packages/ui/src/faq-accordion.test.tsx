import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { question: 'How do I upgrade?', answer: 'Use the Upgrade button on the Account page.' },
  { question: 'How do I get paid?', answer: 'Withdraw from the Wallet section.' },
];

describe('FaqAccordion', () => {
  it('starts closed and opens one answer at a time', async () => {
    render(<FaqAccordion items={items} />);
    const upgrade = screen.getByRole('button', { name: 'How do I upgrade?' });
    const paid = screen.getByRole('button', { name: 'How do I get paid?' });
    expect(upgrade).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Use the Upgrade button on the Account page.')).not.toBeInTheDocument();

    await userEvent.click(upgrade);
    expect(upgrade).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How do I upgrade?' })).toHaveTextContent(
      'Use the Upgrade button on the Account page.',
    );

    await userEvent.click(paid);
    expect(paid).toHaveAttribute('aria-expanded', 'true');
    expect(upgrade).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Use the Upgrade button on the Account page.')).not.toBeInTheDocument();
    expect(screen.getByText('Withdraw from the Wallet section.')).toBeVisible();

    await userEvent.click(paid);
    expect(paid).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter and Space toggle, arrows move between questions', async () => {
    render(<FaqAccordion items={items} />);
    const upgrade = screen.getByRole('button', { name: 'How do I upgrade?' });
    const paid = screen.getByRole('button', { name: 'How do I get paid?' });
    await userEvent.tab();
    expect(upgrade).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(upgrade).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(paid).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(paid).toHaveAttribute('aria-expanded', 'true');
    expect(upgrade).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the footer, e.g. the link to support', () => {
    render(
      <FaqAccordion
        items={items}
        footer={
          <>
            Still have questions? <a href="/support">Contact us</a>
          </>
        }
      />,
    );
    expect(screen.getByText(/Still have questions\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support');
  });
});
