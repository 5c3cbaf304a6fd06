import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SupportConversation } from './support-conversation.tsx';

const at = (hour: number) => `2026-11-23 ${String(hour).padStart(2, '0')}:05:00.000Z`;
const messages = [
  { id: 'a', message: 'Where is my payout?', created: at(6), fromOperator: false },
  { id: 'b', message: 'Sent at 09:30.', created: at(7), fromOperator: true },
  { id: 'c', message: 'Got it, thanks', created: at(8), fromOperator: false },
  { id: 'd', message: 'Anything else?', created: at(9), fromOperator: true },
];

describe('SupportConversation', () => {
  it('lists the messages oldest first with who wrote them and when, in Nairobi time', () => {
    render(<SupportConversation messages={messages} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'You23 Nov 2026, 09:05Where is my payout?',
      'Mapato Support23 Nov 2026, 10:05Sent at 09:30.',
      'You23 Nov 2026, 11:05Got it, thanks',
      'Mapato Support23 Nov 2026, 12:05Anything else?',
    ]);
    expect(within(items[0]!).getByText('23 Nov 2026, 09:05')).toHaveAttribute('datetime', '2026-11-23T06:05:00.000Z');
    expect(screen.getByRole('list', { name: 'Your messages' })).toHaveAttribute('tabindex', '0');
  });

  it('marks the latest unread replies New', () => {
    render(<SupportConversation messages={messages} unread={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).queryByText('New') !== null)).toEqual([false, true, false, true]);
  });

  it('keeps the text as written: line breaks and long words wrap inside the bubble', () => {
    render(<SupportConversation messages={[{ ...messages[0]!, message: 'line one\nline two' }]} />);
    expect(screen.getByText(/line one/)).toHaveClass('whitespace-pre-wrap', 'break-words');
  });

  it('shows the empty, loading and failed states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<SupportConversation messages={[]} />);
    expect(screen.getByText('No messages yet')).toBeInTheDocument();
    rerender(<SupportConversation messages={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your messages…');
    rerender(<SupportConversation messages={messages} error="Could not load." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
