import { ONE_TIME_TASKS } from '@mapato/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import { TaskCard } from './task-card.tsx';

const share = { ...ONE_TIME_TASKS[0]!, completed: false };

describe('TaskCard', () => {
  it('shows title, description, details and the reward in KSh', () => {
    render(<TaskCard task={share} onComplete={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Share referral link' })).toBeInTheDocument();
    expect(screen.getByText('Invite friends to join with your personal referral link.')).toBeInTheDocument();
    expect(screen.getByText(/Copy your referral link from the home page/)).toBeInTheDocument();
    expect(screen.getByText('KSh 100')).toBeInTheDocument();
  });

  it('calls onComplete from Mark as Complete', async () => {
    const onComplete = vi.fn();
    render(<TaskCard task={share} onComplete={onComplete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('is a disabled Completed button once the task is done', async () => {
    const onComplete = vi.fn();
    render(<TaskCard task={{ ...share, completed: true }} onComplete={onComplete} />);
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Completed' });
    expect(done).toBeDisabled();
    await userEvent.click(done);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('says "Not available now" and why, and cannot be pressed, while the marketing budget cannot pay it', async () => {
    const onComplete = vi.fn();
    render(<TaskCard task={{ ...share, available: false }} onComplete={onComplete} />);
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Not available now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/never from members' money/);
    await userEvent.click(button);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('cannot be pressed twice while the request runs', async () => {
    const onComplete = vi.fn();
    render(<TaskCard task={share} onComplete={onComplete} pending />);
    const button = screen.getByRole('button', { name: 'Mark as Complete' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onComplete).not.toHaveBeenCalled();
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('says Zawadi and Kamilisha kazi, then Imekamilika', () => {
      const { rerender } = render(<TaskCard task={share} onComplete={() => {}} />);
      expect(screen.getByText(/^Zawadi:/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Kamilisha kazi' })).toBeEnabled();
      rerender(<TaskCard task={{ ...share, completed: true }} onComplete={() => {}} />);
      expect(screen.getByRole('button', { name: 'Imekamilika' })).toBeDisabled();
    });
  });
});
