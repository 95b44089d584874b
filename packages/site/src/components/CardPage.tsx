/**
 * A page whose content is one narrow card under its heading (log in, sign up, pay, confirm…):
 * centred, phone-width on desktop, the whole width of a phone.
 */
import { Card, Stack } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading.tsx';

export function CardPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="large" align="center">
      <Card width="narrow">
        <Stack gap="medium">
          <PageHeading>{title}</PageHeading>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
