/**
 * The frame of signup steps 1–4: where the member is ("Step 2 of 4"), the step's form with
 * "Save and continue", and an equally visible way to skip (spec §4: each step is optional).
 */
import { Form, useNavigation } from '@remix-run/react';
import { Button, Card, Stack } from '@dating/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../lib/api-action.ts';
import { OPTIONAL_STEPS } from '../lib/signup-steps.ts';
import { FormError } from './FormError.tsx';
import { PageHeading } from './PageHeading.tsx';

export function SignupStepFrame({
  step,
  title,
  intro,
  skipHref,
  result,
  multipart = false,
  children,
}: {
  step: (typeof OPTIONAL_STEPS)[number];
  title: string;
  intro: string;
  skipHref: string;
  result: ActionResult | undefined;
  multipart?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const index = OPTIONAL_STEPS.indexOf(step) + 1;
  return (
    <Stack gap="large" align="center">
      <Card width="narrow">
        <Stack gap="medium">
          <p>{t('signup.progress', { step: index, total: OPTIONAL_STEPS.length })}</p>
          <PageHeading>{title}</PageHeading>
          <p>{intro}</p>
          <FormError result={result} />
          <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} noValidate>
            <Stack gap="medium">
              {children}
              <Button type="submit" loading={busy}>
                {t('signup.saveContinue')}
              </Button>
              <Button href={skipHref} variant="ghost">
                {t('signup.skip')}
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Card>
    </Stack>
  );
}
