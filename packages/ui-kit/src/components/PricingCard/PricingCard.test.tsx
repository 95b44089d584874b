import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PricingCard } from './PricingCard.tsx';

const base = { name: 'Plus', credits: '100 credits', price: '€34.95', ctaLabel: 'Buy Plus' };

describe('PricingCard', () => {
  it('is a named card with credits, price and a link to buy', () => {
    render(<PricingCard {...base} href="/credits/p1" perCredit="€0.35 per credit" />);
    const card = screen.getByRole('article', { name: 'Plus' });
    expect(card).toHaveTextContent('100 credits');
    expect(card).toHaveTextContent('€34.95');
    expect(card).toHaveTextContent('€0.35 per credit');
    expect(screen.getByRole('link', { name: 'Buy Plus' })).toHaveAttribute('href', '/credits/p1');
  });

  it('shows the popular mark and a struck-through old price with its words', () => {
    render(
      <PricingCard
        {...base}
        popularLabel="Most popular"
        oldPrice="€46.60"
        oldPriceLabel="Was €46.60"
        href="#"
      />,
    );
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getByText('Was €46.60')).toBeInTheDocument();
    expect(screen.getByText('€46.60').closest('s')).not.toBeNull();
  });

  it('as a choice, reports selection and shows it', async () => {
    const onSelect = vi.fn();
    render(<PricingCard {...base} onSelect={onSelect} selected />);
    const button = screen.getByRole('button', { name: 'Buy Plus' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
