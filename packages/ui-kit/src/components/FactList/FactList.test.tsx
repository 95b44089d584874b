import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList.tsx';

describe('FactList', () => {
  it('pairs each term with its value', () => {
    render(
      <FactList
        facts={[
          { id: 'hair', term: 'Hair colour', value: 'Brown' },
          { id: 'status', term: 'Relationship status', value: 'Single' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Hair colour', 'Relationship status']);
    expect(values.map((v) => v.textContent)).toEqual(['Brown', 'Single']);
  });

  it('renders nothing without facts', () => {
    const { container } = render(<FactList facts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a long value readable', () => {
    render(<FactList facts={[{ id: 'city', term: 'City', value: 'Llanfairpwllgwyngyll' }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent('Llanfairpwllgwyngyll');
  });
});
