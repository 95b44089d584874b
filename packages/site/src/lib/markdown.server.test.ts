import { describe, expect, it } from 'vitest';
import { headingId, renderMarkdown } from './markdown.server.ts';

describe('renderMarkdown', () => {
  it('gives second-level headings ids and lists them as contents', () => {
    const { html, toc } = renderMarkdown(
      '## 1. Scope\n\nText.\n\n## Privacy & you\n\n### Detail\n\n## 1. Scope',
    );
    expect(toc).toEqual([
      { id: '1-scope', text: '1. Scope' },
      { id: 'privacy-you', text: 'Privacy & you' },
      { id: '1-scope-2', text: '1. Scope' },
    ]);
    expect(html).toContain('<h2 id="1-scope">1. Scope</h2>');
    expect(html).toContain('<h3>Detail</h3>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script> <b>bold</b>\n\n<img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript: links and renders tables', () => {
    expect(renderMarkdown('[x](javascript:alert(1))').html).not.toContain('href="javascript:');
    expect(renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |').html).toContain('<table>');
  });

  it('keeps letters of other scripts and falls back to "section"', () => {
    expect(headingId('Översikt', new Set())).toBe('oversikt');
    expect(headingId('!!!', new Set())).toBe('section');
  });
});
