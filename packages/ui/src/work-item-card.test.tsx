import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorkItemCard, workPayLine, type WorkItemCardWork } from './work-item-card.tsx';

const work: WorkItemCardWork = {
  project: {
    title: 'Check',
    instructions: '**Read** first',
    kind: 'choice',
    options: ['Correct', 'Wrong'],
    pay: 2,
    pay_per_hour: 360,
  },
  item: { text: '<b>bold?</b> <img src=x onerror=alert(1)>', image: '' },
};

describe('WorkItemCard', () => {
  it("shows the item's text as text, never as HTML", () => {
    const { container } = render(<WorkItemCard work={work} onAnswer={vi.fn()} onSkip={vi.fn()} />);
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.getByText('<b>bold?</b> <img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('sends the chosen option, and skips', async () => {
    const onAnswer = vi.fn();
    const onSkip = vi.fn();
    render(<WorkItemCard work={work} onAnswer={onAnswer} onSkip={onSkip} />);
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Correct' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Wrong' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(onAnswer).toHaveBeenCalledWith('Wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledTimes(1);
  });

  it('sends labels in option order, and no text answer of only spaces', async () => {
    const onAnswer = vi.fn();
    const labels = { ...work, project: { ...work.project, kind: 'labels' as const, options: ['A', 'B', 'C'] } };
    const { unmount } = render(<WorkItemCard work={labels} onAnswer={onAnswer} onSkip={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'C' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'C' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'B' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(onAnswer).toHaveBeenCalledWith(['A', 'B']);
    unmount();
    const text = { ...work, project: { ...work.project, kind: 'text' as const, options: [] } };
    render(<WorkItemCard work={text} onAnswer={onAnswer} onSkip={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), '   ');
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeDisabled();
  });
});

describe('workPayLine', () => {
  it('says the pay and, once known, about what it comes to in an hour', () => {
    expect(workPayLine(2, 360)).toBe('Pays KSh 2 when accepted · about KSh 360 an hour');
    expect(workPayLine(5, null)).toBe('Pays KSh 5 when accepted');
  });
});
