import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders its children in order inside the chosen element', () => {
    render(
      <Stack as="section">
        <p>One</p>
        <p>Two</p>
      </Stack>,
    );
    const texts = screen.getAllByText(/One|Two/).map((el) => el.textContent);
    expect(texts).toEqual(['One', 'Two']);
    expect(screen.getByText('One').parentElement?.tagName).toBe('SECTION');
  });
});
