import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorkHistoryList } from './work-history-list.tsx';

describe('WorkHistoryList', () => {
  it('says what each answer was paid, or why not', () => {
    render(
      <WorkHistoryList
        items={[
          { id: '1', project: 'Translations', status: 'accepted', paid: 2, reason: '' },
          { id: '2', project: 'Pictures', status: 'rejected', paid: 0, reason: 'Answered too quickly.' },
        ]}
      />,
    );
    const [paid, refused] = screen.getAllByRole('listitem');
    expect(paid).toHaveTextContent('Translations+KSh 2Paid');
    expect(refused).toHaveTextContent('PicturesKSh 0Not paidAnswered too quickly.');
  });

  it('says so when there is nothing yet', () => {
    render(<WorkHistoryList items={[]} />);
    expect(screen.getByText('No answers yet.')).toBeInTheDocument();
  });
});
