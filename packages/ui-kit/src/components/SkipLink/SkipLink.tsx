/** The first tab stop of every page: jumps past the navigation to the content. */
import { skip } from './SkipLink.css.ts';

export function SkipLink({ href, children }: { href: string; children: string }) {
  return (
    <a className={skip} href={href}>
      {children}
    </a>
  );
}
