/** The one <h1> of a page, styled by the kit. */
import { Heading } from '@dating/ui-kit';
import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <Heading level={1}>{children}</Heading>;
}
