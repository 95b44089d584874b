/**
 * Markdown → HTML for the legal and help pages (built-in texts and the operator's own), on the
 * server. Raw HTML in the source is escaped, never passed through; second-level headings get ids
 * and form the table of contents.
 */
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

export interface RenderedMarkdown {
  html: string;
  toc: { id: string; text: string }[];
}

/** A stable, URL-safe id from a heading's text (letters of every script kept). */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = md.parse(source, {});
  const toc: RenderedMarkdown['toc'] = [];
  const taken = new Set<string>();
  tokens.forEach((token, i) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return;
    const text = tokens[i + 1]?.content ?? '';
    const id = headingId(text, taken);
    token.attrSet('id', id);
    toc.push({ id, text });
  });
  return { html: md.renderer.render(tokens, md.options, {}), toc };
}
