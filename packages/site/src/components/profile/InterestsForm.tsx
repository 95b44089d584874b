/** "My interests" on /profile (spec §3 interests; ADR 0021): tick up to MAX_INTERESTS tags. */
import { Form, useNavigation } from '@remix-run/react';
import type { Interest } from '@dating/contract';
import { MAX_INTERESTS } from '@dating/domain';
import { Alert, Button, Checkbox, Grid, Stack, visuallyHidden } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '../../lib/api-action.ts';
import { FormError, useFieldErrors } from '../FormError.tsx';

interface InterestsFormProps {
  offered: Interest[];
  chosen: string[];
  result?: ActionResult;
}

export function InterestsForm({ offered, chosen, result }: InterestsFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'interests';
  const fieldError = useFieldErrors(result, 'interests', { max: MAX_INTERESTS });
  const picked = new Set(
    result?.intent === 'interests' && result.values ? result.values.interests?.split(',') : chosen,
  );
  const label = (slug: string) => t(`interests.${slug}`, { defaultValue: slug });
  return (
    <Form method="post" replace preventScrollReset>
      <Stack gap="medium">
        {result?.intent === 'interests' && result.done ? (
          <Alert tone="positive">{t('profile.saved')}</Alert>
        ) : null}
        <FormError result={result} intent="interests" />
        <p id="interests-hint">{t('profileInterests.hint', { max: MAX_INTERESTS })}</p>
        {fieldError('interests') ? <Alert tone="critical">{fieldError('interests')}</Alert> : null}
        <fieldset aria-describedby="interests-hint">
          <legend className={visuallyHidden}>{t('profileInterests.title')}</legend>
          <Grid minItemWidth={150}>
            {[...offered]
              .sort((a, b) => label(a.slug).localeCompare(label(b.slug)))
              .map((i) => (
                <Checkbox
                  key={i.slug}
                  name="interests"
                  value={i.slug}
                  label={label(i.slug)}
                  defaultChecked={picked.has(i.slug)}
                />
              ))}
          </Grid>
        </fieldset>
        <Button type="submit" name="intent" value="interests" loading={busy}>
          {t('profileInterests.save')}
        </Button>
      </Stack>
    </Form>
  );
}
