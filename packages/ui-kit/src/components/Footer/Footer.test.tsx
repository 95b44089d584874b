import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('is the content-info landmark with links, notes and copyright', () => {
    render(
      <Footer
        links={[{ href: '/pages/terms', label: 'Terms' }]}
        notes={['For adults only.']}
        copyright="© 2026 Company"
      />,
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/pages/terms');
    expect(screen.getByText('For adults only.')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Company')).toBeInTheDocument();
  });

  it('shows the US notice only when given', () => {
    render(<Footer links={[]} copyright="©" usNotice={<p>18 U.S.C. 2257 statement</p>} />);
    expect(screen.getByText('18 U.S.C. 2257 statement')).toBeInTheDocument();
  });

  it('sets the disclaimer apart as a named region', () => {
    render(
      <Footer
        links={[]}
        copyright="©"
        disclaimer={<p>For adults aged 18 and over only.</p>}
        disclaimerLabel="Disclaimer"
      />,
    );
    expect(screen.getByRole('region', { name: 'Disclaimer' })).toHaveTextContent(
      'For adults aged 18 and over only.',
    );
  });
});
