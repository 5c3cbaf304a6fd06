import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';

describe('Card', () => {
  it('is a region named by its title when labelled', () => {
    render(
      <Card aria-labelledby="balance-title">
        <CardHeader>
          <CardTitle id="balance-title">Balance</CardTitle>
        </CardHeader>
        <CardContent>KSh 1,600</CardContent>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('KSh 1,600');
    expect(screen.getByRole('heading', { name: 'Balance' })).toBeInTheDocument();
  });
});
