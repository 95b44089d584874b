/**
 * One dismissible alert for logged-in members (spec §2 Alerts): the dismissal is a plain form to
 * /dismiss-alert, which stores it with a timestamp and comes back to this page.
 */
import { Form, useLocation } from '@remix-run/react';
import type { AlertId } from '@dating/domain';
import { Alert } from '@dating/ui-kit';
import type { ReactNode } from 'react';

interface MemberAlertProps {
  id: AlertId;
  dismissLabel: string;
  tone?: 'info' | 'warning';
  children: ReactNode;
}

export function MemberAlert({ id, dismissLabel, tone = 'info', children }: MemberAlertProps) {
  const { pathname, search } = useLocation();
  const formId = `dismiss-${id}`;
  return (
    <>
      <Form method="post" action="/dismiss-alert" id={formId}>
        <input type="hidden" name="alert" value={id} />
        <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      </Form>
      <Alert tone={tone} dismissLabel={dismissLabel} dismissForm={formId}>
        {children}
      </Alert>
    </>
  );
}
