import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GiftGrid } from './GiftGrid.tsx';

describe('GiftGrid', () => {
  it('offers each gift as a button with its name and cost, and picks one', () => {
    const onPick = vi.fn();
    render(
      <GiftGrid
        gifts={[
          { id: 'rose', name: 'Rose', cost: '5 credits' },
          { id: 'teddy', name: 'Teddy bear', cost: '5 credits' },
        ]}
        onPick={onPick}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Teddy bear/ }));
    expect(onPick).toHaveBeenCalledWith('teddy');
    expect(screen.getAllByText('5 credits')).toHaveLength(2);
  });
});
