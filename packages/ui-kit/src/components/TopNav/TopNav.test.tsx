import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopNav } from './TopNav.tsx';

const props = {
  homeHref: '/',
  homeLabel: 'Velvet Date home',
  logoSrc: '/logo.svg',
  brandName: 'Velvet Date',
  navLabel: 'Main navigation',
};

describe('TopNav', () => {
  it('links home by the brand name and names each entry', () => {
    render(
      <TopNav
        {...props}
        items={[{ href: '/members', label: 'Search members', icon: 'search', current: true }]}
        end={<a href="/login">Log in</a>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Velvet Date home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('has no navigation landmark without entries', () => {
    render(<TopNav {...props} items={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
