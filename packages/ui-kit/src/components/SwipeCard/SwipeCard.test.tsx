import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SwipeCard } from './SwipeCard.tsx';

const profiles = [
  { id: 1, name: 'Anna', age: 31, city: 'Utrecht', photo: '/a.webp' },
  { id: 2, name: 'Bea', age: 28, city: null, photo: '/b.webp' },
];
const labels = {
  stack: 'Swipe game',
  keys: 'Right arrow likes, left arrow passes',
  like: (n: string) => `Like ${n}`,
  pass: (n: string) => `Pass ${n}`,
  photo: (n: string) => `Photo of ${n}`,
  age: (a: number) => `${a} years`,
};
const setup = () => {
  const onLike = vi.fn();
  const onPass = vi.fn();
  render(
    <SwipeCard
      profiles={profiles}
      onLike={onLike}
      onPass={onPass}
      labels={labels}
      empty={<p>No one left today</p>}
    />,
  );
  return { onLike, onPass };
};

describe('SwipeCard', () => {
  it('shows the top profile and likes or passes with its buttons', async () => {
    const { onLike, onPass } = setup();
    expect(screen.getByRole('img', { name: 'Photo of Anna' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Like Anna' }));
    expect(onLike).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Pass Anna' }));
    expect(onPass).toHaveBeenCalledWith(1);
  });

  it('takes the arrow keys while focus is in the game, and says so', async () => {
    const { onLike, onPass } = setup();
    const game = screen.getByRole('region', { name: 'Swipe game' });
    expect(game).toHaveAccessibleDescription('Right arrow likes, left arrow passes');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    expect(onLike).toHaveBeenCalledWith(1);
    expect(onPass).toHaveBeenCalledWith(1);
  });

  it('likes on a drag to the right past the threshold, and snaps back from a short drag', () => {
    const { onLike, onPass } = setup();
    const card = screen.getByTestId('swipe-top');
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 150, pointerId: 1 });
    expect(onLike).not.toHaveBeenCalled();
    expect(card.style.transform).toBe('translateX(0px) rotate(0deg)');
    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 230, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 230, pointerId: 1 });
    expect(onLike).toHaveBeenCalledWith(1);
    fireEvent.pointerDown(card, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 150, pointerId: 1 });
    expect(onPass).toHaveBeenCalledWith(1);
  });

  it('shows the empty state when no profile is left', () => {
    render(
      <SwipeCard
        profiles={[]}
        onLike={vi.fn()}
        onPass={vi.fn()}
        labels={labels}
        empty={<p>No one left today</p>}
      />,
    );
    expect(screen.getByText('No one left today')).toBeInTheDocument();
  });

  it('marks a fictional profile with the labelled mask', () => {
    render(
      <SwipeCard
        profiles={[{ ...profiles[0]!, fictional: true }]}
        onLike={vi.fn()}
        onPass={vi.fn()}
        labels={{ ...labels, fictional: 'Fictional profile' }}
        empty={null}
      />,
    );
    expect(screen.getByRole('img', { name: 'Fictional profile' })).toBeVisible();
  });
});
