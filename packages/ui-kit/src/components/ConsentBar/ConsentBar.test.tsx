import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Prose, TableOfContents } from '../Prose/Prose.tsx';
import { ConsentBar } from './ConsentBar.tsx';

describe('ConsentBar', () => {
  it('is a labelled region with its choices', () => {
    render(
      <ConsentBar title="Cookies" actions={<button type="button">Reject</button>}>
        <p>Text</p>
      </ConsentBar>,
    );
    expect(screen.getByRole('region', { name: 'Cookies' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

describe('Prose and TableOfContents', () => {
  it('shows the rendered text and links to its sections', () => {
    render(
      <>
        <TableOfContents title="Contents" entries={[{ id: 'scope', text: 'Scope' }]} />
        <Prose html={'<h2 id="scope">Scope</h2><p>Body</p>'} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scope' })).toHaveAttribute('href', '#scope');
    expect(screen.getByRole('heading', { name: 'Scope' })).toBeInTheDocument();
  });
});
