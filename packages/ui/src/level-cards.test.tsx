import { defaultLevelWays, LEVELS, levelsWithWays } from '@mapato/core';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import { LevelCards } from './level-cards.tsx';

const card = (name: RegExp) => screen.getByRole('listitem', { name });

describe('LevelCards', () => {
  it('shows an operator’s bond, and for a level earned by work what earns it instead of a price (ADR 076)', () => {
    const ways = defaultLevelWays().map((w) =>
      w.level === 2 ? { ...w, bond: 2_500 } : w.level === 3 ? { ...w, bond: 0, answers: 20, accuracy: 80 } : w,
    );
    render(<LevelCards levels={levelsWithWays(ways)} ways={ways} currentLevel={1} onChoose={() => {}} />);
    expect(within(card(/^Level 2 \(J1\)$/)).getByText('KSh 2,500')).toBeInTheDocument();
    const j2 = card(/^Level 3 \(J2\)$/);
    expect(j2).toHaveTextContent('Way upEarned by work: 20 accepted answers, 80% right on check questions');
    expect(j2).not.toHaveTextContent('Bond');
  });

  it('shows each level as a card with its bond, daily pay and payback', () => {
    render(<LevelCards />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const j1 = card(/^Level 2 \(J1\)$/);
    expect(within(j1).getByText('KSh 3,000')).toBeInTheDocument();
    expect(j1).toHaveTextContent('Daily pay, up toKSh 98 (7 tasks × KSh 14)');
    expect(within(j1).getByText('about 31 days of every task to earn back KSh 3,000')).toBeInTheDocument();
    const top = card(/^Level 10 \(City Partner\)$/);
    expect(top).toHaveTextContent('KSh 6,000,000');
    expect(top).toHaveTextContent('about 29 days of every task to earn back KSh 6,000,000');
    // The free level has no bond, so nothing to earn back.
    expect(card(/^Level 1 \(Trainee\)$/)).toHaveTextContent('BondNone');
    expect(screen.queryByText(/No bond to earn back/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("marks the member's level, hides the ones below, and offers Choose only above it", async () => {
    const onChoose = vi.fn();
    render(<LevelCards currentLevel={3} onChoose={onChoose} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    const mine = card(/^Level 3 \(J2\)$/);
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('Your level')).toBeInTheDocument();
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();
    expect(within(mine).queryByText(/earn back/)).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: /^Level [12] / })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Choose level/ })).toHaveLength(7);

    await userEvent.click(screen.getByRole('button', { name: 'Choose level 4 (J3)' }));
    expect(onChoose).toHaveBeenCalledWith(LEVELS[3]);
  });

  it('offers nothing to choose at the top level', () => {
    render(<LevelCards currentLevel={10} onChoose={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
  });

  it('says so honestly when a level of the table can never be earned back by tasks', () => {
    const unpaid = { level: 2, name: 'Volunteer', investment: 5000, tasksPerDay: 0, payPerTask: 0 };
    render(<LevelCards levels={[LEVELS[0]!, unpaid]} currentLevel={1} onChoose={vi.fn()} />);
    expect(card(/Volunteer/)).toHaveTextContent('Tasks alone never earn back KSh 5,000');
  });

  // docs/decisions/070-honest-upgrades.md: what members at the level were actually paid, beside the table.
  const earnings = [
    { level: 2, members: 1, medianPerDay: 130 },
    { level: 3, members: 12, medianPerDay: 45 },
    { level: 4, members: 0, medianPerDay: null },
  ];

  it('shows beside the table what members at each level earned a day, and no figure where nobody is', () => {
    render(<LevelCards currentLevel={2} onChoose={vi.fn()} earnings={earnings} />);
    expect(card(/^Level 2 \(J1\)$/)).toHaveTextContent(
      'Members earned, last 30 daysKSh 130 a day (median of 1 member)',
    );
    expect(card(/^Level 3 \(J2\)$/)).toHaveTextContent(
      'Members earned, last 30 daysKSh 45 a day (median of 12 members)',
    );
    const nobody = card(/^Level 4 \(J3\)$/);
    expect(nobody).toHaveTextContent('Members earned, last 30 daysNo members yet');
    expect(nobody).not.toHaveTextContent('KSh 0');
    // A level the figures do not cover, or figures not known yet: no line at all.
    expect(card(/^Level 5 \(J4\)$/)).not.toHaveTextContent('Members earned');
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('names levels, bond and daily pay in Kiswahili, the level names unchanged', () => {
      const { rerender } = render(<LevelCards currentLevel={2} onChoose={() => {}} />);
      const j1 = card(/^Kiwango cha 2 \(J1\)$/);
      expect(j1).toHaveTextContent('DhamanaKSh 3,000');
      expect(j1).toHaveTextContent('Malipo ya kila siku, hadiKSh 98 (kazi 7 × KSh 14)');
      expect(j1).toHaveTextContent('Kiwango chako');
      const j2 = card(/^Kiwango cha 3 \(J2\)$/);
      expect(within(j2).getByRole('button', { name: 'Chagua kiwango cha 3 (J2)' })).toHaveTextContent('Chagua');
      // The free level has no bond.
      rerender(<LevelCards />);
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('DhamanaHakuna');
    });

    it('says what members earned in Kiswahili', () => {
      render(<LevelCards currentLevel={2} earnings={earnings} />);
      expect(card(/^Kiwango cha 3 \(J2\)$/)).toHaveTextContent(
        'Wanachama walipata, siku 30 zilizopitaKSh 45 kwa siku (wastani wa kati wa wanachama 12)',
      );
      expect(card(/^Kiwango cha 4 \(J3\)$/)).toHaveTextContent('Bado hakuna wanachama');
    });
  });
});
