/**
 * One credit bundle (spec §2 premium tiers): name, credits, price (an old price struck through
 * under a discount), price per credit, benefits and the call to action. The popular tier
 * carries its mark and a stronger border. Prices arrive formatted (the caller knows currency
 * and locale).
 */
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { visuallyHidden } from '../../a11y.css.ts';
import * as styles from './PricingCard.css.ts';

export interface PricingCardProps {
  name: string;
  credits: string;
  price: string;
  oldPrice?: string;
  /** Words for the struck-through price, e.g. "Was €34.95". */
  oldPriceLabel?: string;
  perCredit?: string;
  popularLabel?: string;
  benefits?: ReactNode[];
  ctaLabel: string;
  href?: string;
  onSelect?: () => void;
  selected?: boolean;
  /** The bundle name's heading level: 2 under a page's h1 (the default), 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

export function PricingCard(props: PricingCardProps) {
  const { name, credits, price, oldPrice, oldPriceLabel, perCredit, popularLabel, benefits = [] } = props;
  const Name = props.headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article
      className={styles.card({ popular: Boolean(popularLabel), selected: Boolean(props.selected) })}
      aria-label={name}
    >
      {popularLabel ? <p className={styles.popular}>{popularLabel}</p> : null}
      <Name className={styles.name}>{name}</Name>
      <p className={styles.credits}>{credits}</p>
      <p className={styles.priceRow}>
        {oldPrice ? (
          <s className={styles.oldPrice}>
            {oldPriceLabel ? <span className={visuallyHidden}>{oldPriceLabel}</span> : null}
            <span aria-hidden={oldPriceLabel ? true : undefined}>{oldPrice}</span>
          </s>
        ) : null}
        <strong className={styles.price}>{price}</strong>
      </p>
      {perCredit ? <p className={styles.perCredit}>{perCredit}</p> : null}
      {benefits.length > 0 ? (
        <ul className={styles.benefits}>
          {benefits.map((b, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list given by the caller
            <li key={i}>{b}</li>
          ))}
        </ul>
      ) : null}
      <Button
        href={props.href}
        onClick={props.onSelect}
        variant={popularLabel ? 'solid' : 'soft'}
        aria-pressed={props.href ? undefined : props.selected}
      >
        {props.ctaLabel}
      </Button>
    </article>
  );
}
