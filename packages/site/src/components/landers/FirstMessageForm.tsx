/**
 * The start of a first message on a member's landing: it opens /members/{id}/signup with the
 * message filled in (a GET form, so it works without JavaScript) and the visitor's tracking.
 */
import { Form } from '@remix-run/react';
import { TRACKING_KEYS } from '@dating/domain';
import { Button, Stack, TextArea } from '@dating/ui-kit';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data.ts';

export function FirstMessageForm({
  member,
  maxLength,
}: {
  member: { id: number; name: string };
  maxLength: number;
}) {
  const { t } = useTranslation();
  const tracking = useRootData()?.tracking;
  return (
    <Form method="get" action={`/members/${member.id}/signup`}>
      <Stack gap="small">
        {TRACKING_KEYS.map((key) =>
          tracking?.[key] ? <input key={key} type="hidden" name={key} value={tracking[key]} /> : null,
        )}
        <TextArea
          label={t('signup.firstMessage', { name: member.name })}
          name="message"
          rows={3}
          maxLength={maxLength}
        />
        <Button type="submit" size="large">
          {t('landing.write', { name: member.name })}
        </Button>
      </Stack>
    </Form>
  );
}
