import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureList } from './FeatureList.tsx';

const items = [
  { icon: 'user' as const, title: 'Profile', text: 'Free.' },
  { icon: 'chat' as const, title: 'Chat', text: 'Say hello.' },
];

describe('FeatureList', () => {
  it('lists each feature with its title and text', () => {
    render(<FeatureList items={items} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Say hello.')).toBeInTheDocument();
  });
  it('numbers steps in an ordered list', () => {
    const { container } = render(<FeatureList items={items} numbered />);
    expect(container.querySelector('ol')).not.toBeNull();
    expect(screen.getByText('2')).toBeInTheDocument();
  });
});
