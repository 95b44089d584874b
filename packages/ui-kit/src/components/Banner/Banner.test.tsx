import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner.tsx';

describe('Banner', () => {
  it('shows its message and action', () => {
    render(<Banner action={<a href="/credits">Buy credits</a>}>25 % off for 3:59:12</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('25 % off for 3:59:12');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('can be dismissed with its labelled button', async () => {
    const onDismiss = vi.fn();
    render(
      <Banner onDismiss={onDismiss} dismissLabel="Hide">
        It is a match!
      </Banner>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('has no close button without a dismiss handler', () => {
    render(<Banner>Offer</Banner>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
