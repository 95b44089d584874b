import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, visiblePages } from './Pagination.tsx';

const labels = {
  nav: 'Pages',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number) => `Page ${n}`,
};

describe('Pagination', () => {
  it('marks the current page and links its neighbours', () => {
    render(<Pagination page={3} pageCount={10} hrefFor={(n) => `?page=${n}`} labels={labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '?page=2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '?page=4');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    render(<Pagination page={1} pageCount={2} hrefFor={(n) => `?page=${n}`} labels={labels} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} hrefFor={(n) => `?page=${n}`} labels={labels} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it.each([
    [1, 3, [1, 2, 3]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [1, 10, [1, 2, 3, 'gap', 10]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });
});
